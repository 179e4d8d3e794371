import { join } from 'node:path';
import { comparePages, writeStaticTwin } from './lighthouse.ts';
import type { PageComparison } from './lighthouse.ts';
import { documentSizes, FIRST_ROUND_TRIP_BYTES } from './document-sizes.ts';
import type { DocumentSize } from './document-sizes.ts';

/** The demo and three campaign pages, measured by Lighthouse beside their static twins. */
export const BUDGETED_PAGES = [
  '/h5-page/h5/demo',
  '/h5-page/stockCompetition',
  '/h5-page/jjfz',
  '/h5-page/course',
];

export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The blocking time a page may add to its static twin's. */
const TBT_GAP_MS = 50;

export interface PageWeights {
  lighthouse: PageComparison[];
  documents: DocumentSize[];
}

export interface Target {
  target: string;
  measured: string;
  met: boolean;
}

/**
 * What a phone pays for each budgeted page, beside the same HTML without scripts served as a
 * file (its twin): Lighthouse `runs` times each, interleaved with the twin in one Chromium, and
 * every seeded page's document as sent. The twins are written into `clientDir` and named in
 * `written`, for the caller to remove.
 */
export async function measurePages(
  origin: string,
  clientDir: string,
  seeded: readonly string[],
  runs: number,
  written: string[],
): Promise<PageWeights> {
  const documents = await documentSizes(origin, seeded, PHONE_USER_AGENT);
  const pages = [];
  for (const path of BUDGETED_PAGES) {
    const response = await fetch(origin + path, { headers: { 'user-agent': PHONE_USER_AGENT } });
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    const name = `bench-static-${path.split('/').pop()}`;
    const staticPath = writeStaticTwin(await response.text(), clientDir, name);
    const file = join(clientDir, `${name}.html`);
    written.push(file, `${file}.br`, `${file}.gz`);
    pages.push({ path, staticPath });
  }
  const lighthouse = runs > 0 ? await comparePages(origin, pages, runs) : [];
  return { lighthouse, documents };
}

/** The page targets: score, paint, shift and blocking time beside the twin; documents' size. */
export function pageTargets({ lighthouse, documents }: PageWeights): Target[] {
  const targets: Target[] = [];
  for (const c of lighthouse) {
    targets.push(
      { target: `${c.path} score ≥ 98`, measured: String(c.page.score), met: c.page.score >= 98 },
      {
        target: `${c.path} LCP ≤ 1.1× static`,
        measured: `${c.lcpRatio}×`,
        met: c.lcpRatio <= 1.1,
      },
      { target: `${c.path} CLS ≤ 0.02`, measured: String(c.page.cls), met: c.page.cls <= 0.02 },
      {
        target: `${c.path} TBT ≤ 100 ms and ≤ ${TBT_GAP_MS} ms over its static twin`,
        measured: `${c.page.tbtMs} ms (twin ${c.static.tbtMs} ms, +${c.tbtGapMs} ms)`,
        met: c.page.tbtMs <= 100 && c.tbtGapMs <= TBT_GAP_MS,
      },
    );
  }
  if (documents.length > 0) {
    const largest = documents.reduce((big, d) => (d.bytes > big.bytes ? d : big));
    targets.push({
      target: `every seeded page's document as sent ≤ ${FIRST_ROUND_TRIP_BYTES / 1000} kB (${documents.length} pages)`,
      measured: `largest ${(largest.bytes / 1000).toFixed(1)} kB ${largest.encoding} (${largest.path})`,
      met: largest.bytes <= FIRST_ROUND_TRIP_BYTES,
    });
  }
  return targets;
}

/** The tables of the page part: Lighthouse beside the twins, long tasks, document sizes. */
export function printPages(
  { lighthouse, documents }: PageWeights,
  accessibilityOf = (_path: string): number | string => '',
): void {
  if (lighthouse.length > 0) {
    console.table(
      lighthouse.map((c) => ({
        page: c.path,
        score: `${c.page.score} (static ${c.static.score})`,
        accessibility: accessibilityOf(c.path),
        LCP: `${c.page.lcpMs} ms (static ${c.static.lcpMs} ms, ${c.lcpRatio}×)`,
        CLS: `${c.page.cls} (static ${c.static.cls})`,
        TBT: `${c.page.tbtMs} ms (static ${c.static.tbtMs} ms, +${c.tbtGapMs} ms)`,
        'kB transferred (whole load)': `${(c.page.wholeLoadBytes / 1000).toFixed(1)} (static ${(c.static.wholeLoadBytes / 1000).toFixed(1)})`,
      })),
    );
    // A regression names its cause: the chunk whose code ran each task over 50 ms.
    console.table(
      lighthouse.flatMap((c) =>
        c.page.longTasks.map((task) => ({
          page: c.path,
          'long task': `${task.durationMs} ms`,
          at: `${task.startMs} ms`,
          'ran by': task.chunk,
        })),
      ),
    );
  }
  if (documents.length > 0) {
    console.table(
      documents.map((d) => ({
        page: d.path,
        'document as sent': `${(d.bytes / 1000).toFixed(1)} kB ${d.encoding}`,
        'first round trip': d.bytes <= FIRST_ROUND_TRIP_BYTES ? 'fits' : 'does not fit',
      })),
    );
  }
}
