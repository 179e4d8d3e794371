import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** A page, or one element of it, as Playwright pictures it. */
interface Picturable {
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
}

/**
 * A picture of what a browser test saw, for a person to look at: taken when `SCREENSHOTS` is set
 * (`SCREENSHOTS=1 npx vitest run --project e2e e2e/button.test.ts`). No test asserts on a
 * picture, and taking every one on every run cost the browser suite a tenth of its time.
 */
export async function screenshot(
  target: Picturable,
  options: { path: string; fullPage?: boolean },
): Promise<void> {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(dirname(options.path), { recursive: true });
  await target.screenshot(options);
}
