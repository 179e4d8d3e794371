import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import { judgeLegibility } from './legibility.ts';
import type { LegibilityLimits } from './legibility.ts';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe rules behind Lighthouse's accessibility score (the audits that weigh in it, read from
 * Lighthouse's own configuration), and a label that differs from the text shown: a page passing
 * them all scores 100 there.
 */
export const ACCESSIBILITY_RULES: readonly string[] = [
  ...(defaultConfig.categories?.accessibility?.auditRefs ?? [])
    .filter((audit) => audit.weight > 0)
    .map((audit) => audit.id),
  'label-content-name-mismatch',
];

interface AxeResults {
  violations: Array<{
    id: string;
    nodes: Array<{ target: unknown[]; failureSummary?: string }>;
  }>;
}

/**
 * What axe finds against those rules on the page as it stands, one line per rule and element:
 * the rule, the element and, for contrast, the colours measured.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the page's CSP admits only its own scripts.
  await page.evaluate(AXE);
  const rules = ACCESSIBILITY_RULES;
  const results: AxeResults = await page.evaluate(
    (values) => window.axe!.run(document, { runOnly: { type: 'rule', values } }),
    rules,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      const contrast = /contrast of [\d.]+ \(foreground color: #\w+, background color: #\w+/.exec(
        why,
      );
      return `${violation.id} at ${node.target.join(' ')}: ${contrast ? contrast[0] + ')' : why}`;
    }),
  );
}

/** The narrowest phone visitors bring (320 CSS px wide): where text and targets are smallest. */
export const NARROW_PHONE_WIDTH = 320;

/** WCAG 2.2's target size minimum, and the smallest text a visitor is asked to read. */
export const LEGIBILITY_LIMITS: LegibilityLimits = { target: 24, font: 12 };

/** Frames a resized page may take to settle before it is judged as it stands. */
const SETTLE_FRAMES = 120;

/**
 * What a 320-px phone shows that is too small or too faint, on the page as it stands (every block
 * hydrated, its calls answered): controls whose hit area is under 24×24 px with no room around
 * them, text under 12 px, and text under 4.5:1 (3:1 large) including what axe leaves undecided
 * (gradients, one-digit badges) and disabled controls' wording. The page is laid out at 320 px
 * wide for the check and given its own width back after.
 */
export async function narrowPhoneProblems(page: Page): Promise<string[]> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: NARROW_PHONE_WIDTH, height: before?.height ?? 700 });
  try {
    await layoutSettled(page, NARROW_PHONE_WIDTH);
    if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE);
    const problems = await page.evaluate(judgeLegibility, LEGIBILITY_LIMITS);
    return problems.map((line) => `at ${NARROW_PHONE_WIDTH} px: ${line}`);
  } finally {
    if (before) {
      await page.setViewportSize(before);
      await layoutSettled(page, before.width);
    }
  }
}

/**
 * Resolves once the page is laid out at `width` and its height has stayed the same for two
 * frames (blocks that measure themselves have re-rendered); a page that keeps changing (a ticker)
 * is taken as it is after SETTLE_FRAMES.
 */
async function layoutSettled(page: Page, width: number): Promise<void> {
  await page.evaluate(
    async ({ width, limit }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const shape = () => `${innerWidth}:${document.documentElement.scrollHeight}`;
      let last = '';
      let same = 0;
      for (let frames = 0; frames < limit && same < 2; frames++) {
        await frame();
        const now = shape();
        same = now === last && innerWidth === width ? same + 1 : 0;
        last = now;
      }
    },
    { width, limit: SETTLE_FRAMES },
  );
}
