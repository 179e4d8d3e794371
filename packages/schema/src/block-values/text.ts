import { z } from 'zod';
import { htmlField } from '../fields/html-field.ts';

/** Longest rich text a text block holds (its HTML). */
export const TEXT_HTML_MAX_LENGTH = 20_000;

/**
 * Text (CONTRACT section 8): `{html}`, rich text of paragraphs with bold, italic, underline,
 * colour, size, alignment and links to this site or the allowed hosts. Stored as written, within
 * the HTML limits (`html-limits.ts`, with a length of its own); the renderer sanitizes it to those
 * marks only (`blocks/src/text/text-sanitize-config.ts`).
 */
export const textValueSchema = z.looseObject({
  html: htmlField(TEXT_HTML_MAX_LENGTH),
});
