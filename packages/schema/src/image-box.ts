/** The column's width in design px: an image is never wider. */
const COLUMN = 750;

const positive = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** The box an image block reserves before its picture loads, so nothing shifts when it does. */
export interface ImageBox {
  /** Width in design px (the column's 750 when the block gives none). */
  width: number;
  /** Height in design px at that width. */
  height: number;
  /** The box's aspect ratio, as CSS `aspect-ratio` takes it (`750 / 420`). */
  aspectRatio: string;
  /** The `<img>`'s width and height attributes. */
  attributes: { width: number; height: number };
  /** The marketer fixed the height: the picture fills the box and is cropped to it. */
  cropped: boolean;
}

/**
 * An image block's box from its value: a fixed `width` × `height` (design px) when the marketer
 * set both, the picture cropped to it; else the picture's own aspect ratio (`pictureWidth` ×
 * `pictureHeight`, its pixels, which the builder records from the media library when the picture
 * is chosen) at `width`, or the column's width; else null: the size is not known before the
 * picture loads. The image block and the first-screen estimate both read it.
 */
export function imageBox(value: Readonly<Record<string, unknown>>): ImageBox | null {
  const width = positive(value.width);
  const height = positive(value.height);
  if (width > 0 && height > 0) {
    return {
      width,
      height,
      aspectRatio: `${width} / ${height}`,
      attributes: { width, height },
      cropped: true,
    };
  }
  const pictureWidth = positive(value.pictureWidth);
  const pictureHeight = positive(value.pictureHeight);
  if (pictureWidth > 0 && pictureHeight > 0) {
    const shown = width > 0 ? width : COLUMN;
    return {
      width: shown,
      height: (shown * pictureHeight) / pictureWidth,
      aspectRatio: `${pictureWidth} / ${pictureHeight}`,
      attributes: { width: pictureWidth, height: pictureHeight },
      cropped: false,
    };
  }
  return null;
}
