import { adminApi } from '../../api/admin-api.ts';
import type { MediaItem } from '../../api/admin-api.ts';

export interface PictureSize {
  width: number;
  height: number;
}

/** A media-library file's path in any URL of it: `/media/<sha256>.<ext>`. */
const MEDIA_PATH = /\/media\/[0-9a-f]{64}\.[a-z0-9]+/;

/** Pixels of pictures seen in this session, by library path or URL. */
const known = new Map<string, PictureSize>();
const keyOf = (url: string) => MEDIA_PATH.exec(url)?.[0] ?? url;

/** Remembers a library picture's pixels (an upload's answer, a listing): the server measured it. */
export function rememberPictureSize(item: MediaItem): void {
  if (item.width && item.height)
    known.set(keyOf(item.url), { width: item.width, height: item.height });
}

/** The picture as the browser loads it; null when it does not load. */
function measured(url: string): Promise<PictureSize | null> {
  return new Promise((resolve) => {
    const picture = new Image();
    picture.onload = () =>
      resolve(
        picture.naturalWidth > 0 && picture.naturalHeight > 0
          ? { width: picture.naturalWidth, height: picture.naturalHeight }
          : null,
      );
    picture.onerror = () => resolve(null);
    picture.src = url;
  });
}

/**
 * A picture's own pixels: the media library's record for an upload (the server stores each
 * picture's width and height), else the picture as the browser loads it.
 */
async function pictureSizeOf(url: string): Promise<PictureSize | null> {
  const key = keyOf(url);
  if (!known.has(key) && MEDIA_PATH.test(url)) {
    try {
      (await adminApi.listMedia('', 'image')).forEach(rememberPictureSize);
    } catch {
      // The library did not answer: the browser measures it below.
    }
  }
  const size = known.get(key) ?? (await measured(url));
  if (size) known.set(key, size);
  return size;
}

interface ImageData {
  props: { value?: Record<string, unknown> };
}

/**
 * Puck's `resolveData` for an image block: when the marketer puts another picture in (upload,
 * library or address), the block records that picture's pixels (`pictureWidth`,
 * `pictureHeight`), so it shows at its own aspect ratio unless a height is fixed. A page as
 * loaded is left as it is.
 */
export async function withPictureSize<D extends ImageData>(
  data: D,
  { lastData }: { lastData: D | null },
): Promise<D> {
  const value = data.props.value ?? {};
  const url = typeof value.url === 'string' ? value.url.trim() : '';
  if (!lastData || url === lastData.props.value?.url) return data;
  const { pictureWidth: _width, pictureHeight: _height, ...rest } = value;
  const size = url ? await pictureSizeOf(url) : null;
  const next = size ? { ...rest, pictureWidth: size.width, pictureHeight: size.height } : rest;
  return { ...data, props: { ...data.props, value: next } };
}
