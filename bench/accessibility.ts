import lighthouse from 'lighthouse';
import { launchChrome } from './lighthouse.ts';

export interface AccessibilityScore {
  path: string;
  score: number;
  /** Each failed audit with the elements it named, so a score under target says what to fix. */
  failed: Array<{ audit: string; title: string; elements: string[] }>;
}

interface AuditItem {
  node?: { snippet?: string; nodeLabel?: string; explanation?: string };
}

/**
 * Lighthouse's accessibility category (mobile preset) on each page as the running server sends
 * it. The score depends on the page, not on the machine's speed, so one run per page is enough.
 */
export async function accessibilityScores(
  origin: string,
  paths: readonly string[],
): Promise<AccessibilityScore[]> {
  const chrome = await launchChrome();
  try {
    const scores: AccessibilityScore[] = [];
    for (const path of paths) {
      const result = await lighthouse(origin + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
      });
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { audits, categories } = result.lhr;
      const failed = Object.values(audits)
        .filter((audit) => audit.score === 0)
        .map((audit) => {
          const items = (audit.details as { items?: AuditItem[] } | undefined)?.items ?? [];
          return {
            audit: audit.id,
            title: audit.title,
            elements: items.map((item) =>
              [item.node?.nodeLabel ?? item.node?.snippet ?? '?', item.node?.explanation]
                .filter(Boolean)
                .join(': '),
            ),
          };
        });
      const score = Math.round((categories.accessibility?.score ?? 0) * 100);
      scores.push({ path, score, failed });
      console.log(
        `[bench] accessibility ${path}: ${score}` +
          (failed.length ? ` (${failed.map((f) => f.audit).join(', ')})` : ''),
      );
    }
    return scores;
  } finally {
    chrome.kill();
  }
}
