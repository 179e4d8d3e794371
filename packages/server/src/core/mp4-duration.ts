/**
 * The duration an MP4 (ISO BMFF) file states in its movie header (`moov` → `mvhd`), in seconds;
 * null when the bytes hold no such header. Reads the boxes only, never the media.
 */
export function mp4Duration(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = findBox(view, 0, view.byteLength, 'moov');
  if (!moov) return null;
  const mvhd = findBox(view, moov.start, moov.end, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.start < 20) return null;
  const version = view.getUint8(mvhd.start);
  if (version === 1) {
    if (mvhd.end - mvhd.start < 32) return null;
    const timescale = view.getUint32(mvhd.start + 20);
    const duration = Number(view.getBigUint64(mvhd.start + 24));
    return timescale > 0 ? duration / timescale : null;
  }
  const timescale = view.getUint32(mvhd.start + 12);
  const duration = view.getUint32(mvhd.start + 16);
  return timescale > 0 ? duration / timescale : null;
}

/** The content (after the header) of the first `type` box among the boxes in [from, to). */
function findBox(
  view: DataView,
  from: number,
  to: number,
  type: string,
): { start: number; end: number } | null {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return null;
    const name = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    if (name === type) return { start: at + header, end: at + size };
    at += size;
  }
  return null;
}
