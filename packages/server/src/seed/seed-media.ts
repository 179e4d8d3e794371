import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { media } from '../media/media-tables.ts';
import { seedImageUrl } from './blocks.ts';

/** The banners the demo uploads, by the name of the drawing each was exported from. */
const BANNERS = ['demo', 'course', 'slzf', 'jjfz', 'stockCompetition', 'lhtj', 'jgdy', 'sxkh'];

const DIR = new URL('../../assets/seed-media/', import.meta.url);

/** PNG exports at twice the 750-px design width, as a designer hands banners to a marketer. */
export const SEED_BANNER_WIDTH = 1500;
export const SEED_BANNER_HEIGHT = 720;

interface SeedPicture {
  /** The server-drawn banner this picture is the upload of (`/seed-assets/demo.svg`). */
  drawing: string;
  /** Where the media library serves it (`/media/<sha256>.png`). */
  url: string;
  hash: string;
  /** Its name in the media library: the exported file's. */
  name: string;
  data: Buffer;
}

/**
 * The demo's banners as its marketer would have them: pictures uploaded to the media library
 * (`assets/seed-media/`), stored once by content hash and sent to phones at phone width as
 * AVIF or WebP, like every upload. Other seed pages keep the server-drawn banners.
 */
export const SEED_PICTURES: readonly SeedPicture[] = BANNERS.map((name) => {
  const data = readFileSync(new URL(`${name}.png`, DIR));
  const hash = createHash('sha256').update(data).digest('hex');
  return {
    drawing: seedImageUrl(name),
    url: `/media/${hash}.png`,
    hash,
    name: `${name}.png`,
    data,
  };
});

const UPLOAD_OF = new Map(SEED_PICTURES.map((picture) => [picture.drawing, picture.url]));

/** `value` with every server-drawn banner replaced by its uploaded picture. */
export function withUploadedBanners<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, field: unknown) =>
    typeof field === 'string' ? (UPLOAD_OF.get(field) ?? field) : field,
  ) as T;
}

/**
 * Puts the demo's pictures in the media library where they are missing (a new store, or one
 * from before they were uploads). Returns how many it stored.
 */
export async function seedMediaIfMissing(db: Db): Promise<number> {
  const present = new Set(
    (
      await db
        .select({ hash: media.hash })
        .from(media)
        .where(
          inArray(
            media.hash,
            SEED_PICTURES.map((picture) => picture.hash),
          ),
        )
    ).map((row) => row.hash),
  );
  const missing = SEED_PICTURES.filter((picture) => !present.has(picture.hash));
  if (missing.length === 0) return 0;
  await db
    .insert(media)
    .values(
      missing.map((picture) => ({
        hash: picture.hash,
        name: picture.name,
        ext: 'png',
        type: 'image/png',
        size: picture.data.length,
        width: SEED_BANNER_WIDTH,
        height: SEED_BANNER_HEIGHT,
        data: picture.data,
        uploadedBy: null,
      })),
    )
    .onConflictDoNothing({ target: media.hash });
  return missing.length;
}
