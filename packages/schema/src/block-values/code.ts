import { z } from 'zod';

/**
 * Custom HTML snippet (CONTRACT section 4): `{html}`. Stored as written; the renderer sanitizes
 * it (no scripts, no event handlers, no `javascript:` URLs).
 */
export const codeValueSchema = z.looseObject({
  html: z.string(),
});
