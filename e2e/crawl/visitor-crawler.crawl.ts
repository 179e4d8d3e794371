import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';
import { clippedFixedElements } from '../support/hit-test.ts';
import { startTestServer } from '../support/test-server.ts';
import type { TestServer } from '../support/test-server.ts';
import { accessibilityProblems, narrowPhoneProblems } from '../support/crawler/accessibility.ts';
import { crawlContext } from '../support/crawler/crawl-context.ts';
import { seededPaths } from '@h5-page/server/seed/seeded-paths';
import { slots } from '../support/crawler/slots.ts';
import { logInBySms } from '../support/crawler/sms-login.ts';
import {
  AT_WORK_LIMIT_MS,
  closeWithin,
  OPEN_LIMIT_MS,
  openAndList,
  tapControl,
  withinLimit,
} from '../support/crawler/tap-control.ts';
import type { ListedControl, Outcome, TapResult } from '../support/crawler/tap-control.ts';

// A visitor's thumb over every seeded page: on a phone (375×812, iPhone user agent, touch), every
// control a visitor can tap is tapped on a fresh visit, and each tap must lead somewhere real: a
// page answering 200 that is not the same page, a dialog whose controls can all be tapped over
// their whole box, a toast, a call the server answered with success, or the selection a tab or
// option controls. Pages whose controls send to login are crawled again once logged in through
// the development SMS flow, each page as a member of its own. Each page also passes the axe rules
// behind Lighthouse's accessibility score as it first shows and, once every block has hydrated
// (logged in too), laid out on a 320-px phone: no control under 24×24 px without room around it,
// no text under 12 px, and no text under 4.5:1 (3:1 large), on a gradient, in a one-digit badge or
// on a disabled control alike.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const PATHS = seededPaths();
/**
 * Pages open at once across the whole crawl. A page spends much of its visit waiting (for its
 * chunks, its calls, a frame, an idle moment), so more are open than the machine has cores: on
 * two cores, five took a fifth less time than three, and eight no less than five.
 */
const inSlot = slots(5);
/** Opening a page, judging it and listing its controls, on a loaded machine. */
const LIST_LIMIT_MS = OPEN_LIMIT_MS + AT_WORK_LIMIT_MS;
/** The steps of opening a page, before it is judged: see `openAndList`. */
const OPENING_STEPS = /^(opening a tab|loading the document|waiting for)/;
const REPORT = new URL('../../.tmp/crawl-report.json', import.meta.url).pathname;

let server: TestServer;
let browser: Browser;
const results: (TapResult & { loggedIn: boolean })[] = [];
const crawled = new Set<string>();

beforeAll(async () => {
  // As behind the proxy of production: each page is visited from an address of its own.
  server = await startTestServer({ appEnv: 'development', trustProxyHops: 1 });
  browser = await launchBrowser();
});

afterAll(async () => {
  const tally: Record<string, number> = {};
  for (const result of results) {
    const kind = result.outcome
      ? result.outcome.kind === 'navigation' && result.outcome.login
        ? 'login'
        : result.outcome.kind
      : 'problem';
    tally[kind] = (tally[kind] ?? 0) + 1;
  }
  const line =
    `crawler: ${crawled.size} pages, ${results.length} taps ` +
    `(${Object.entries(tally)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')})`;
  mkdirSync(new URL('.', `file://${REPORT}`).pathname, { recursive: true });
  writeFileSync(REPORT, JSON.stringify({ line, results }, null, 2));
  console.log(line);
  await browser?.close();
  await server?.close();
});

/**
 * Opens `url` as a visitor first sees it and lists its controls, with what is wrong: the
 * accessibility rules on first sight (on a fresh visit only), fixed elements clipped, and what a
 * 320-px phone shows too small or too faint.
 */
async function listPage(page: Page, url: string, returning: boolean, step: { name: string }) {
  // What Lighthouse's accessibility score weighs, judged once per page as it first shows
  // (what is below the first screen as the server sent it).
  let unreadable: string[] = [];
  const listed = await openAndList(
    page,
    url,
    returning
      ? undefined
      : async () => {
          step.name = 'judging accessibility';
          unreadable = await accessibilityProblems(page);
        },
    step,
  );
  step.name = 'looking for clipped fixed elements';
  const clipped = await clippedFixedElements(page);
  // What a member sees (tickets, 已领取) is judged too: the page as it stands, every block hydrated.
  step.name = 'judging targets, text size and contrast on a 320-px phone';
  unreadable.push(...(await narrowPhoneProblems(page)));
  return { listed, clipped, unreadable };
}

/**
 * The visitor who crawls the `index`th page: an address and, once logged in, a member of its own.
 * Pages share blocks (the demo lists the tour's speeches too), and a member who enrolled on one
 * page would find the speech taken on the other: each page's visit is fresh in that too. The
 * addresses are of this machine's loopback range, as the crawl is: the development endpoints
 * (the captcha, the SMS outbox) answer them.
 */
function visitorOf(index: number): { address: string; handset: string } {
  return {
    address: `127.8.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    handset: `1380013${String(index).padStart(4, '0')}`,
  };
}

/** Each control on a fresh visit to `path`, a few at a time; what each tap led to. */
async function crawl(
  path: string,
  address: string,
  storage?: StorageState,
  settled: ReadonlySet<string> = new Set(),
): Promise<TapResult[]> {
  const url = `${server.origin}${path}`;
  const { context, elsewhere } = await crawlContext(browser, server.origin, storage, address);
  try {
    const step = { name: 'opening a tab' };
    const listOnce = () =>
      inSlot(async () => {
        const page = await context.newPage();
        // Bounded as a tap is: a page that stops answering fails here, named, not at the test's
        // limit.
        step.name = 'opening a tab';
        try {
          return await withinLimit(
            listPage(page, url, storage !== undefined, step),
            LIST_LIMIT_MS,
            () => `listing ${path} stopped at ${step.name}`,
          );
        } finally {
          await closeWithin(page);
        }
      });
    // A tab that stopped answering before the page was up (the browser starving one of five tabs
    // on two cores) says nothing of the page: it is listed once more on a fresh tab, as a visitor
    // would reload. A page that really hangs hangs twice and fails, named.
    const { listed, clipped, unreadable } = await listOnce().catch((error: unknown) => {
      if (!OPENING_STEPS.test(step.name)) throw error;
      return listOnce();
    });
    const found: TapResult[] = [
      ...clipped.map((what) => ({
        page: path,
        control: what,
        problem: 'an element pinned to the window sits inside a box that clips it',
      })),
      ...unreadable.map((problem) => ({ page: path, control: '(accessibility)', problem })),
    ];
    const tappable: ListedControl[] = [];
    for (const control of listed) {
      if (control.disabled || !control.visible || control.inDialog) continue;
      if (!control.semantic)
        found.push({
          page: path,
          control: control.label,
          problem: `a ${control.tag} that reacts to taps is neither a button nor a link (no role)`,
        });
      else if (!settled.has(control.label)) tappable.push(control);
    }
    // Pages a tap left as they were loaded, ready for the next control of this page.
    const spares: Page[] = [];
    await Promise.all(
      tappable.map((control) =>
        inSlot(async () => {
          const started = Date.now();
          const tapped = await tapControl(context, url, control, spares.pop());
          if (tapped.spare) spares.push(tapped.spare);
          if (process.env.CRAWL_DEBUG)
            console.error(
              `tap ${path} · ${control.label}: ${Date.now() - started} ms`,
              JSON.stringify(tapped.result.outcome ?? tapped.result.problem),
            );
          found.push(tapped.result);
        }),
      ),
    );
    const outside = [...new Set(elsewhere.map((address) => new URL(address).host))];
    if (outside.length > 0)
      found.push({
        page: path,
        control: '(page)',
        problem: `reached other hosts: ${outside.join(', ')}`,
      });
    return found;
  } finally {
    await closeWithin(context);
  }
}

function asksForLogin(outcome: Outcome): boolean {
  return (
    (outcome.kind === 'navigation' && outcome.login) ||
    (outcome.kind === 'toast' && outcome.text.includes('登录')) ||
    (outcome.kind === 'dialog' && outcome.label.includes('登录'))
  );
}

function problems(found: TapResult[]): string[] {
  return found
    .filter((result) => result.problem)
    .map((result) => `${result.page} · ${result.control}: ${result.problem}`);
}

describe.concurrent('every tap on every seeded page leads somewhere', () => {
  it('covers the demo, every route of spec section 2 and every product page', () => {
    expect(PATHS).toContain('/h5-page/h5/demo');
    expect(PATHS).toContain('/h5-page/cpmj/details/dragon-head');
    expect(PATHS.length).toBeGreaterThanOrEqual(37);
  });

  for (const [index, path] of PATHS.entries())
    it(path, { timeout: 900_000 }, async () => {
      const visitor = visitorOf(index);
      const found = await crawl(path, visitor.address);
      crawled.add(path);
      results.push(...found.map((result) => ({ ...result, loggedIn: false })));
      const wantsLogin = found.some((result) => result.outcome && asksForLogin(result.outcome));
      let again: TapResult[] = [];
      if (wantsLogin) {
        const member = await inSlot(() =>
          logInBySms(browser, server.origin, visitor.handset, visitor.address),
        );
        // Logged in, what changes is what asked for a login and what only a member sees: the
        // controls that led elsewhere logged out lead there again and are not tapped twice.
        const settled = new Set(
          found
            .filter((result) => result.outcome && !asksForLogin(result.outcome))
            .map((result) => result.control),
        );
        again = await crawl(path, visitor.address, member, settled);
        results.push(...again.map((result) => ({ ...result, loggedIn: true })));
      }
      expect([...problems(found), ...problems(again).map((line) => `(logged in) ${line}`)]).toEqual(
        [],
      );
    });
});
