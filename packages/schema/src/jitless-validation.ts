import { z } from 'zod';

/**
 * Validators without generated code: zod otherwise probes `new Function` once, which a page
 * whose Content-Security-Policy has no 'unsafe-eval' (the builder) reports as a violation.
 */
export function jitlessValidation(): void {
  z.config({ jitless: true });
}
