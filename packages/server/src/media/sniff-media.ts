export interface SniffedMedia {
  kind: 'image' | 'video';
  type: string;
  ext: string;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The file's real type from its first bytes (never the name or the declared type, which the
 * uploader chooses): PNG, JPEG, WebP, GIF or MP4; null for anything else, SVG included (an SVG
 * can carry scripts).
 */
export function sniffMedia(bytes: Buffer): SniffedMedia | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', type: 'image/png', ext: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { kind: 'image', type: 'image/jpeg', ext: 'jpg' };
  if (
    bytes
      .subarray(0, 6)
      .toString('latin1')
      .match(/^GIF8[79]a$/)
  ) {
    return { kind: 'image', type: 'image/gif', ext: 'gif' };
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { kind: 'image', type: 'image/webp', ext: 'webp' };
  }
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    return { kind: 'video', type: 'video/mp4', ext: 'mp4' };
  }
  return null;
}
