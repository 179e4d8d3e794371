import { z } from 'zod';
import { isSafeUrl } from '../safe-url.ts';

/** A URL field of a block value ('' allowed): see `isSafeUrl`. */
export const safeUrlField = z
  .string()
  .refine(isSafeUrl, { error: 'expected a safe URL (no javascript:, vbscript:, file: or data:)' });

/** A URL field that must be given and non-empty. */
export const requiredUrlField = z
  .string()
  .min(1)
  .refine(isSafeUrl, { error: 'expected a safe URL (no javascript:, vbscript:, file: or data:)' });
