const MAX_TRIES = 40;
const RETRY_MS = 100;

/**
 * Controls whose tap is itself the entry (a tick, a label's tick, a choice, the caret): the
 * browser makes it while the block waits, and the block reads it back as it comes alive
 * (blocks' `use-early-entries.ts`). Prevented and tapped again later, a tick would show nothing
 * until then, and a second tap meanwhile would undo the first.
 */
const ENTRY_CONTROLS =
  'label, select, textarea, input:not([type="button"]):not([type="submit"]):not([type="reset"]):not([type="image"])';

/**
 * Where the inline script of `index.html` keeps the buttons tapped before this code ran (null once
 * it has taken them).
 */
export const EARLY_TAPS = '__h5Taps';

/**
 * The buttons tapped before the page's code ran, in order; from now on the inline script keeps
 * none and taps go to the page. Called as the code takes over the page, whether it hydrates it
 * or renders it afresh.
 */
export function takeEarlyTaps(win: Window): HTMLElement[] {
  const slot = win as unknown as Record<string, unknown>;
  const taps = slot[EARLY_TAPS];
  slot[EARLY_TAPS] = null;
  return Array.isArray(taps)
    ? taps.filter((tap): tap is HTMLElement => tap instanceof HTMLElement)
    : [];
}

/**
 * A click on server HTML whose block has not hydrated yet is dropped by React (it stops the
 * event at the root). This listener runs after React's on the root, sees the stopped event,
 * and clicks the same element again once the block has hydrated, so no visitor's tap is lost.
 * `onBlocked` lets the caller start loading what the tapped block needs at once; a tap that is
 * an entry (a tick) is left to the browser, and the block reads it back. The taps the
 * inline script kept before any code ran are made again here, after React listens: a block that
 * has hydrated takes its tap at once, the others through this same listener.
 */
export function replayBlockedClicks(
  root: HTMLElement,
  win: Window,
  onBlocked: (target: HTMLElement) => Promise<unknown>,
): void {
  const tries = new WeakMap<EventTarget, number>();
  root.addEventListener(
    'click',
    (event) => {
      // Only React's own capture listener, registered on this root before this one, stops it here.
      const target = event.target;
      if (!event.cancelBubble || !(target instanceof HTMLElement)) return;
      if (!target.closest('button, a') && target.closest(ENTRY_CONTROLS)) {
        void onBlocked(target);
        return;
      }
      const attempt = (tries.get(target) ?? 0) + 1;
      if (attempt > MAX_TRIES) return;
      tries.set(target, attempt);
      event.preventDefault();
      void onBlocked(target).then(() => {
        win.setTimeout(
          () => {
            if (target.isConnected) target.click();
          },
          attempt === 1 ? 0 : RETRY_MS,
        );
      });
    },
    true,
  );
  for (const tap of takeEarlyTaps(win)) {
    if (root.contains(tap)) tap.click();
  }
}
