import { z } from 'zod';
import { htmlField } from '../fields/html-field.ts';

/**
 * Custom HTML snippet (CONTRACT section 4): `{html}`. Stored as written, within the HTML limits
 * (`html-limits.ts`: length, nesting, elements); the renderer sanitizes it (no scripts, no event
 * handlers, no `javascript:` URLs).
 */
export const codeValueSchema = z.looseObject({
  html: htmlField(),
});
