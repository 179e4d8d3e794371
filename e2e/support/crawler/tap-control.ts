import type { BrowserContext, Page, Request } from 'playwright-core';
import { INTERACTIVE_MARK } from '@h5-page/schema/constants';
import { blocksHydrated } from '../hydrated.ts';
import { hitProblems } from '../hit-test.ts';

/** A control as the probe lists it (see probe.ts). */
export interface ListedControl {
  index: number;
  label: string;
  tag: string;
  role: string;
  semantic: boolean;
  disabled: boolean;
  visible: boolean;
  href: string;
  controls: string;
  inDialog: boolean;
}

export type Outcome =
  | { kind: 'navigation'; to: string; login: boolean; popup?: boolean }
  | { kind: 'dialog'; label: string }
  | { kind: 'toast'; text: string }
  | { kind: 'server'; call: string }
  | { kind: 'state' }
  | { kind: 'current' };

export interface TapResult {
  page: string;
  control: string;
  outcome?: Outcome;
  problem?: string;
  /** The control is a slide of a carousel that moves by itself. */
  carousel?: boolean;
}

/** How long a tap may take to show its outcome on a loaded machine before it counts as none. */
const OUTCOME_LIMIT_MS = 15_000;
/**
 * Past that limit a page still at work on the tap (a call or a chunk on its way, its main thread
 * busy) is given until it rests, within this much more: on a machine running two suites at once,
 * a banner's action waited longer than the limit for its code.
 */
export const AT_WORK_LIMIT_MS = 60_000;
const ANALYTICS = /^\/(collect|beacon)\b/;
/**
 * Opening a page, letting every block hydrate and listing its controls, on a loaded machine: a
 * long page is scrolled through a frame at a time, and with five pages open on two busy cores a
 * frame can take seconds.
 */
export const OPEN_LIMIT_MS = 180_000;
/**
 * A whole tap, from opening the page to its outcome, within the limits above: past that a step
 * hung (the browser stopped answering one page), and the tap fails naming the step instead of
 * holding the crawl until the test's limit.
 */
const TAP_LIMIT_MS = OPEN_LIMIT_MS + OUTCOME_LIMIT_MS + 2 * AT_WORK_LIMIT_MS;
/** A tab left from an earlier tap lists its controls at once, or is not used. */
const SPARE_LIMIT_MS = 30_000;
/** Closing a page or a context: the browser drops it with the context if it does not answer. */
const CLOSE_LIMIT_MS = 30_000;

/** `work`, or a rejection naming `what` once `ms` have passed without it. */
export async function withinLimit<T>(work: Promise<T>, ms: number, what: () => string): Promise<T> {
  let limit: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        limit = setTimeout(() => reject(new Error(`${what()}: no answer in ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(limit);
  }
}

/**
 * Closes a page or a context; one that does not close in time (a page left in the middle of a
 * navigation) is left to the browser's own close at the end.
 */
export async function closeWithin(target: { close(): Promise<void> }): Promise<void> {
  await withinLimit(target.close(), CLOSE_LIMIT_MS, () => 'close').catch(() => {});
}

declare global {
  interface Window {
    __crawl: {
      list(scope?: string): ListedControl[];
      state(index: number): string | null;
      mark(): void;
      toasts(): string[];
      calls(): number;
      dialogs(): { label: string; box: string; controls: number }[];
    };
  }
}

/** The page's address without its fragment: the same page, whatever the hash says. */
function samePage(a: string, b: string): boolean {
  const left = new URL(a);
  const right = new URL(b);
  return (
    left.origin === right.origin && left.pathname === right.pathname && left.search === right.search
  );
}

/** Labels that differ only in the numbers they show (a count still loading as `--`). */
function sameWords(a: string, b: string): boolean {
  const words = (label: string) => label.replace(/[\d\s.,:%¥+-]/g, '');
  return words(a) === words(b);
}

/**
 * Opens `url` in `page` and waits until every block has hydrated; returns the controls.
 * `firstShown` runs on the page as a visitor first sees it: its first screen hydrated, no call
 * on its way, nothing scrolled.
 */
export async function openAndList(
  page: Page,
  url: string,
  firstShown?: (page: Page) => Promise<void>,
  step: { name: string } = { name: '' },
): Promise<ListedControl[]> {
  // The calls blocks make once hydrated (a leaderboard's rows) lay the page out anew when they
  // answer: its controls are listed, and later tapped, only once none is on its way.
  const calls = new Set<Request>();
  const started = (request: Request) => {
    const type = request.resourceType();
    if ((type === 'fetch' || type === 'xhr') && !ANALYTICS.test(new URL(request.url()).pathname))
      calls.add(request);
  };
  const ended = (request: Request) => calls.delete(request);
  // Bounded, so that a call that never ends fails the page with its address instead of holding
  // the whole crawl until the test's limit.
  const quiet = async () => {
    const deadline = Date.now() + AT_WORK_LIMIT_MS;
    for (let frames = 0; frames < 2;) {
      if (Date.now() > deadline) {
        const open = [...calls].map((call) => new URL(call.url()).pathname).join(', ');
        throw new Error(`calls still on their way after ${AT_WORK_LIMIT_MS} ms: ${open}`);
      }
      await nextFrame(page);
      const open = calls.size + (await page.evaluate(() => window.__crawl.calls()));
      frames = open === 0 ? frames + 1 : 0;
    }
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    step.name = 'loading the document';
    await page.goto(url, { waitUntil: 'load' });
    if (firstShown) {
      step.name = 'waiting for the first screen to hydrate';
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        INTERACTIVE_MARK,
        { timeout: 30_000 },
      );
      step.name = 'waiting for the first calls to answer';
      await quiet();
      await firstShown(page);
    }
    step.name = 'waiting for every block to hydrate';
    await blocksHydrated(page, 30_000);
    step.name = 'waiting for the calls of hydrated blocks to answer';
    await quiet();
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  step.name = 'listing the controls';
  return withinLimit(
    page.evaluate(() => window.__crawl.list()),
    AT_WORK_LIMIT_MS,
    () => 'listing the controls',
  );
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Resolves after the page has painted its next frame; fails, rather than waits for ever, when it
 * paints none within the limit (a page that stopped rendering).
 */
const nextFrame = (page: Page) =>
  withinLimit(
    page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    ),
    AT_WORK_LIMIT_MS,
    () => 'no frame painted',
  );

/**
 * Whether a dialog on the page, or the overlay holding it, still runs an animation that ends (its
 * opening slide or fade); ones that run for ever (a spinner, a pulse) do not count.
 */
const dialogAnimating = (page: Page) =>
  withinLimit(
    page.evaluate(() => {
      const dialogs = [...document.querySelectorAll('[data-crawl-dialog]')];
      return document.getAnimations().some((animation) => {
        if (animation.playState !== 'running') return false;
        if (!Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))) return false;
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return (
          target instanceof Element &&
          dialogs.some((dialog) => dialog.contains(target) || target.contains(dialog))
        );
      });
    }),
    AT_WORK_LIMIT_MS,
    () => 'no answer while the dialog opened',
  );

/**
 * Taps the control listed at `target` on a freshly opened `url` and waits for what it leads to:
 * a navigation to another page answering 200, a dialog whose controls can all be tapped over their
 * whole box, a toast, a call the server answered with success, or (tabs and the like) the selection
 * it controls. Anything else is a problem named after the page and the control.
 */
export async function tapControl(
  context: BrowserContext,
  url: string,
  target: Pick<ListedControl, 'index' | 'label'>,
  spare?: Page,
): Promise<{ result: TapResult; spare?: Page }> {
  // A tab left from an earlier tap lists its controls at once, or it is dropped for a fresh one.
  const ready = spare
    ? await withinLimit(
        spare.evaluate(() => window.__crawl.list().length).then(() => true),
        SPARE_LIMIT_MS,
        () => 'the tab left from an earlier tap',
      ).catch(() => false)
    : false;
  if (spare && !ready) void closeWithin(spare);
  const page = ready && spare ? spare : await context.newPage();
  // Whatever the page does, a tap is judged within the limit: no wait of its own outlasts it.
  page.setDefaultTimeout(OUTCOME_LIMIT_MS);
  const failed = (error: unknown): TapResult => ({
    page: new URL(url).pathname,
    control: target.label,
    problem: error instanceof Error ? error.message.split('\n')[0]! : String(error),
  });
  const step = { name: 'open' };
  const within = (tapped: Page, loaded: boolean) =>
    withinLimit(
      tapOn(tapped, url, target, loaded, step),
      TAP_LIMIT_MS,
      () => `the tap stopped at ${step.name}`,
    ).catch(failed);
  let result = await within(page, ready);
  // Once more on a fresh tab, as a visitor would try again:
  // - a page that never opened (the browser stopped answering that one tab while five were at
  //   work on two cores) says nothing of the control;
  // - a slide tapped just as the carousel moved on (Swiper moving slides about in its loop) loses
  //   the tap, as it would under a visitor's thumb.
  const neverOpened = result.problem !== undefined && step.name === 'open';
  const slideMissed = result.problem?.startsWith('nothing happened') && result.carousel;
  if (neverOpened || slideMissed) {
    if (neverOpened) void closeWithin(page);
    else await closeWithin(page);
    const again = await context.newPage();
    again.setDefaultTimeout(OUTCOME_LIMIT_MS);
    result = await within(again, false);
    await closeWithin(again);
    return { result };
  }
  // A tap that only asked for another page (not entered) or was not made leaves the page as it
  // was loaded: the next control is tapped there instead of on a page loaded again.
  const untouched =
    result.outcome?.kind === 'current' ||
    (result.outcome?.kind === 'navigation' && !result.outcome.popup);
  if (untouched) {
    const free = await withinLimit(
      page.unrouteAll({ behavior: 'wait' }).then(() => true),
      CLOSE_LIMIT_MS,
      () => 'unroute',
    ).catch(() => false);
    if (!free) {
      await closeWithin(page);
      return { result };
    }
    page.removeAllListeners();
    return { result, spare: page };
  }
  await closeWithin(page);
  return { result };
}

async function tapOn(
  page: Page,
  url: string,
  target: Pick<ListedControl, 'index' | 'label'>,
  loaded: boolean,
  step: { name: string },
): Promise<TapResult> {
  const result: TapResult = { page: new URL(url).pathname, control: target.label };
  {
    let listed = loaded
      ? await page.evaluate(() => window.__crawl.list())
      : await withinLimit(openAndList(page, url), OPEN_LIMIT_MS, () => 'opening the page');
    const find = () =>
      listed[target.index]?.label === target.label
        ? listed[target.index]
        : (listed.find((entry) => entry.label === target.label) ??
          listed.find((entry) => sameWords(entry.label, target.label)));
    // What the page loads after hydrating (a leaderboard's tabs, a tour's speeches) may still be
    // on its way: it is looked for while the page waits for a call, and a few frames after.
    const searchedFrom = Date.now();
    for (let look = 0; !find() && Date.now() - searchedFrom < AT_WORK_LIMIT_MS; look += 1) {
      if (look >= 50 && (await page.evaluate(() => window.__crawl.calls())) === 0) break;
      await nextFrame(page);
      listed = await page.evaluate(() => window.__crawl.list());
    }
    step.name = 'bringing the control into view';
    const control = find();
    if (!control) return { ...result, problem: 'not found on a fresh visit' };
    const selector = `[data-crawl="${control.index}"]`;
    // Blocks that lay themselves out only when near the viewport (content-visibility) move what
    // follows them as the page scrolls: the control is tapped where it stands once it stands still.
    // A slide of a carousel out of view comes round by itself: it is tapped once it is shown.
    let point = { x: 0, y: 0, covered: '', current: false, shown: false, carousel: false };
    // A carousel comes round to its last slide only after showing every other one for its delay:
    // on a loaded machine that outlasts the limit, and it is given the longer one.
    const lookedFrom = Date.now();
    const limit = () => (point.carousel ? AT_WORK_LIMIT_MS : OUTCOME_LIMIT_MS);
    while (Date.now() - lookedFrom < limit()) {
      const seen = await page.locator(selector).evaluate((element) => {
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(x, y);
        const covered =
          !hit || hit === element || element.contains(hit)
            ? ''
            : `${hit.tagName.toLowerCase()}.${String(hit.className)}`;
        const current =
          /^(true|page|step|location)$/.test(element.getAttribute('aria-current') ?? '') ||
          element.getAttribute('aria-selected') === 'true' ||
          (element.getAttribute('role') === 'radio' &&
            element.getAttribute('aria-checked') === 'true');
        const shown = x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight;
        const carousel = element.closest('[aria-roledescription="carousel"]') !== null;
        return { x, y, covered, current, shown, carousel };
      });
      const still = seen.x === point.x && seen.y === point.y;
      point = seen;
      // The current item is not tapped (below): where it stands does not matter.
      if ((still && seen.shown) || seen.current) break;
      await nextFrame(page);
    }
    // The current item of a set (the slide shown, the tab open, the plan chosen) is where a tap
    // would lead.
    if (point.carousel) result.carousel = true;
    if (point.current) return { ...result, outcome: { kind: 'current' } };
    if (!point.shown) return { ...result, problem: 'never comes into view' };
    if (point.covered) return { ...result, problem: `covered by ${point.covered}` };

    step.name = 'marking the page before the tap';
    const before = await page.evaluate((index) => {
      window.__crawl.mark();
      return window.__crawl.state(index);
    }, control.index);

    let navigation: { url: string; status?: number; failure?: string } | undefined;
    let opened: Page | undefined;
    const pending = new Set<Request>();
    const succeeded: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'GET' && !ANALYTICS.test(path)) pending.add(request);
    });
    page.on('requestfailed', (request) => pending.delete(request));
    // The page the tap leads to is asked for by the browser (its cookies, its redirects followed)
    // and then not entered: what it answers is the outcome, and a page left in the middle of a
    // navigation cannot always be closed.
    await page.route(
      () => true,
      async (route) => {
        const request = route.request();
        if (!request.isNavigationRequest() || request.frame() !== page.mainFrame())
          return route.fallback();
        navigation = { url: request.url() };
        try {
          const response = await route.fetch();
          navigation.url = response.url();
          navigation.status = response.status();
        } catch (error) {
          navigation.failure =
            error instanceof Error ? error.message.split('\n')[0] : String(error);
        }
        await route.abort('aborted').catch(() => {});
      },
    );
    page.on('requestfinished', async (request) => {
      if (!pending.has(request)) return;
      const response = await request.response();
      const body = await response?.json().catch(() => undefined);
      const code = (body as { code?: unknown } | undefined)?.code;
      if (response && response.ok() && (code === undefined || code === 0 || code === 200))
        succeeded.push(`${request.method()} ${new URL(request.url()).pathname}`);
      pending.delete(request);
    });
    // A popup of this page only: other taps open pages in the same context at the same time.
    page.once('popup', (popup) => (opened = popup));
    // Everything the page asks for after the tap, its code included: while any is on its way the
    // page is still at work.
    const atWork = new Set<Request>();
    page.on('request', (request) => {
      if (!ANALYTICS.test(new URL(request.url()).pathname)) atWork.add(request);
    });
    page.on('requestfinished', (request) => atWork.delete(request));
    page.on('requestfailed', (request) => atWork.delete(request));
    /** Nothing on its way and the main thread free (an idle period came before its timeout). */
    const atRest = async () =>
      atWork.size === 0 &&
      (await page
        .evaluate(
          () =>
            new Promise<boolean>((resolve) =>
              requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout: 1000 }),
            ),
        )
        .catch(() => true));

    step.name = 'tapping';
    await page.touchscreen.tap(point.x, point.y);
    step.name = 'waiting for what the tap led to';

    let lastDialogBox = '';
    let animatingLooks = 0;
    const deadline = Date.now() + OUTCOME_LIMIT_MS;
    for (;;) {
      const now = Date.now();
      if (now >= deadline && (now >= deadline + AT_WORK_LIMIT_MS || (await atRest()))) break;
      await settle();
      if (opened) {
        // The window opened is left to close with its context: see the route above.
        step.name = 'waiting for the window it opened';
        await opened.waitForURL((address) => address.protocol !== 'about:').catch(() => {});
        const to = opened.url();
        return { ...result, outcome: { kind: 'navigation', to, login: isLogin(to), popup: true } };
      }
      if (navigation) {
        if (navigation.failure)
          return {
            ...result,
            problem: `navigation to ${navigation.url} failed: ${navigation.failure}`,
          };
        if (navigation.status === undefined) continue;
        if (navigation.status !== 200)
          return {
            ...result,
            problem: `goes to ${navigation.url}, which answers ${navigation.status}`,
          };
        if (samePage(navigation.url, url)) return { ...result, problem: 'reloads its own page' };
        return {
          ...result,
          outcome: { kind: 'navigation', to: navigation.url, login: isLogin(navigation.url) },
        };
      }
      const seen = await page
        .evaluate(
          (index) => ({
            dialogs: window.__crawl.dialogs(),
            toasts: window.__crawl.toasts(),
            state: window.__crawl.state(index),
          }),
          control.index,
        )
        .catch(() => undefined);
      // A navigation replaced the document between two looks: the next look sees it.
      if (!seen) continue;
      const [dialog] = seen.dialogs;
      if (dialog) {
        // The dialog is judged once it stands still: its box the same two looks running and its
        // opening animation over (on a loaded machine two frames can show one step of a slide).
        const box = `${dialog.box}:${dialog.controls}`;
        const moved = box !== lastDialogBox;
        // An animation started again and again inside (a ticking digit) waits a few frames only.
        const animating = !moved && animatingLooks < 30 && (await dialogAnimating(page));
        animatingLooks = animating ? animatingLooks + 1 : 0;
        if (moved || animating) {
          lastDialogBox = box;
          await nextFrame(page);
          continue;
        }
        step.name = `hit-testing dialog ${dialog.label}`;
        const problems = await hitProblems(page.locator('[data-crawl-dialog]'));
        if (problems.length > 0)
          return {
            ...result,
            problem: `opens dialog ${dialog.label} whose controls cannot be tapped: ${problems
              .slice(0, 3)
              .map((entry) => `${entry.control} ${entry.problem}`)
              .join('; ')}`,
          };
        return { ...result, outcome: { kind: 'dialog', label: dialog.label } };
      }
      if (seen.toasts.length > 0)
        return { ...result, outcome: { kind: 'toast', text: seen.toasts[0]! } };
      if (seen.state !== before) return { ...result, outcome: { kind: 'state' } };
      if (succeeded.length > 0 && pending.size === 0) {
        // What the server answered may still lead on (a toast, a page): look once more first.
        await nextFrame(page).catch(() => {});
        const more = await page
          .evaluate(() => window.__crawl.toasts().length + window.__crawl.dialogs().length)
          .catch(() => 1);
        if (more === 0 && !navigation && !opened)
          return { ...result, outcome: { kind: 'server', call: succeeded[0]! } };
      }
    }
    return {
      ...result,
      problem: `nothing happened${pending.size > 0 ? ` (${pending.size} calls still open)` : ''}`,
    };
  }
}

function isLogin(url: string): boolean {
  return new URL(url).pathname.startsWith('/passport/login');
}
