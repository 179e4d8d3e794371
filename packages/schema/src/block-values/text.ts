import { z } from 'zod';

/** Longest rich text a text block holds (its HTML). */
export const TEXT_HTML_MAX_LENGTH = 20_000;

/**
 * Text (CONTRACT section 8): `{html}`, rich text of paragraphs with bold, italic, underline,
 * colour, size, alignment and links to this site or the allowed hosts. Stored as written; the
 * renderer sanitizes it to those marks only (`blocks/src/text/text-sanitize-config.ts`).
 */
export const textValueSchema = z.looseObject({
  html: z.string().max(TEXT_HTML_MAX_LENGTH),
});
