import { z } from 'zod';

/** The media library: pictures and videos the blocks show (CONTRACT section 6). */

export const mediaAnswer = z.object({
  url: z.string().describe('/media/<sha256>.<ext>'),
  hash: z.string(),
  name: z.string().describe('the uploaded file’s name, or the one it was renamed to'),
  type: z.string().describe('MIME type'),
  size: z.int(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string().describe('ISO 8601'),
});
export type MediaItem = z.infer<typeof mediaAnswer>;
export const mediaListAnswer = z.object({ items: z.array(mediaAnswer) });
export const deletedMediaAnswer = z.object({ hash: z.string() });

/** A page that shows a media file (why deleting it is refused: `MEDIA_IN_USE`). */
export const mediaUseSchema = z.object({
  code: z.string(),
  title: z.string(),
  in_draft: z.boolean(),
  versions: z.array(z.int()).describe('published versions that show it, oldest first'),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;
export const mediaInUseAnswer = z.object({ pages: z.array(mediaUseSchema) });

export const MEDIA_NAME_MAX = 100;
export const mediaRenameBody = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(MEDIA_NAME_MAX)
    .describe(`the new name (at most ${MEDIA_NAME_MAX} characters)`),
});
