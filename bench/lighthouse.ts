import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /**
   * Every byte the page load transferred (HTML, scripts, pictures, calls), as sent, those after
   * the page was interactive too (interactive-bytes.ts measures what came before).
   */
  wholeLoadBytes: number;
  /** The main thread's tasks over 50 ms, each with the chunk whose code ran it. */
  longTasks: LongTask[];
}

/** A task of the main thread over 50 ms and what ran it (Lighthouse's `long-tasks` audit). */
export interface LongTask {
  /** The script's file (`index-….js`, `page-….js`, `image-….js`), or what else ran it. */
  chunk: string;
  startMs: number;
  durationMs: number;
}

export interface PageComparison {
  path: string;
  runs: number;
  page: LighthouseFigures;
  static: LighthouseFigures;
  lcpRatio: number;
  /** The page's blocking time beyond its static twin's (medians of the same interleaved runs). */
  tbtGapMs: number;
}

interface NetworkItem {
  transferSize?: number;
}

interface LongTaskItem {
  url?: string;
  duration?: number;
  startTime?: number;
}

/** What ran a long task: a script's file name, the document itself, or Lighthouse's own words. */
function chunkOf(url: string | undefined, pageUrl: string): string {
  if (!url) return 'unattributable';
  if (url === pageUrl) return 'the document (inline scripts, parsing, style and layout)';
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
}

/** The median of the runs that produced the figure (a run may fail to measure one). */
const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** One Lighthouse run, mobile preset (simulated slow 4G, 4× CPU slowdown), performance only. */
async function measure(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { audits, categories } = result.lhr;
  const value = (id: string) => Number(audits[id]?.numericValue ?? Number.NaN);
  const requests =
    (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const bytes = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const tasks =
    (audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? [];
  const longTasks = tasks
    .filter((task) => (task.duration ?? 0) > 50)
    .map((task) => ({
      chunk: chunkOf(task.url, result.lhr.finalDisplayedUrl),
      startMs: Math.round(task.startTime ?? 0),
      durationMs: Math.round(task.duration ?? 0),
    }));
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(value('total-blocking-time')),
    wholeLoadBytes: bytes,
    longTasks,
  };
}

function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const tbtMs = median(runs.map((r) => r.tbtMs));
  // The long tasks of one whole run, the one whose blocking time is nearest the median: a trace
  // is read as one load, not as a mix of several.
  const typical = runs.reduce((best, run) =>
    Math.abs(run.tbtMs - tbtMs) < Math.abs(best.tbtMs - tbtMs) ? run : best,
  );
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs,
    wholeLoadBytes: median(runs.map((r) => r.wholeLoadBytes)),
    longTasks: typical.longTasks,
  };
}

/**
 * The same server-rendered HTML without its scripts (and their preloads), written as a static
 * file beside the built assets with its .br/.gz twins, as a static host would serve it.
 */
export function writeStaticTwin(html: string, clientDir: string, name: string): string {
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (tag) =>
      tag.includes('type="application/json"') ? tag : '',
    )
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const file = join(clientDir, `${name}.html`);
  writeFileSync(file, stripped);
  writeFileSync(`${file}.br`, brotliCompressSync(Buffer.from(stripped)));
  writeFileSync(`${file}.gz`, gzipSync(Buffer.from(stripped), { level: 9 }));
  return `/packages/h5-page/dist/${name}.html`;
}

/** Debian's Chromium, headless, for Lighthouse to drive. */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** Median of `runs` Lighthouse runs of each page and of its static twin, interleaved. */
export async function comparePages(
  origin: string,
  pages: Array<{ path: string; staticPath: string }>,
  runs: number,
): Promise<PageComparison[]> {
  const chrome = await launchChrome();
  try {
    const results: PageComparison[] = [];
    for (const { path, staticPath } of pages) {
      const own: LighthouseFigures[] = [];
      const baseline: LighthouseFigures[] = [];
      // Interleaved, so machine noise falls on both alike.
      for (let i = 0; i < runs; i += 1) {
        own.push(await measure(origin + path, chrome.port));
        baseline.push(await measure(origin + staticPath, chrome.port));
      }
      const page = medianOf(own);
      const stat = medianOf(baseline);
      results.push({
        path,
        runs,
        page,
        static: stat,
        lcpRatio: Number((page.lcpMs / stat.lcpMs).toFixed(2)),
        tbtGapMs: page.tbtMs - stat.tbtMs,
      });
      console.log(
        `[bench] lighthouse ${path}: score ${page.score} (static ${stat.score}), LCP ${page.lcpMs} ms (static ${stat.lcpMs} ms), TBT ${page.tbtMs} ms (static ${stat.tbtMs} ms)`,
      );
      for (const task of page.longTasks) {
        console.log(
          `[bench]   long task ${task.durationMs} ms at ${task.startMs} ms: ${task.chunk}`,
        );
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}
