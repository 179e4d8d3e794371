import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import defaultConfig from 'lighthouse/core/config/default-config.js';

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
    nodes: Array<{ target: unknown[]; failureSummary?: string; html: string }>;
  }>;
}

declare global {
  interface Window {
    axe?: {
      run(
        context: Document,
        options: { runOnly: { type: 'rule'; values: readonly string[] } },
      ): Promise<AxeResults>;
    };
  }
}

/**
 * What axe finds against those rules on the page as it stands, one line per rule and element:
 * the rule, the element and, for contrast, the colours measured.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  // Evaluated, not added as a script tag: the page's CSP admits only its own scripts.
  await page.evaluate(AXE);
  const rules = ACCESSIBILITY_RULES;
  const results = await page.evaluate(
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
