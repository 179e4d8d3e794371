const MAX_TRIES = 40;
const RETRY_MS = 100;

/**
 * A click on server HTML whose block has not hydrated yet is dropped by React (it stops the
 * event at the root). This listener runs after React's on the root, sees the stopped event,
 * and clicks the same element again once the block has hydrated, so no visitor's tap is lost.
 * `onBlocked` lets the caller start loading what the tapped block needs at once.
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
}
