const ACTIVITY = ['scroll', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Calls `run` once: when the browser is next idle (at the latest after `timeoutMs`), or as soon as
 * the visitor scrolls, touches or types, whichever comes first.
 */
export function whenIdleOrActive(win: Window, run: () => void, timeoutMs = 3000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    for (const type of ACTIVITY) win.removeEventListener(type, once, true);
    run();
  };
  for (const type of ACTIVITY) win.addEventListener(type, once, { capture: true, passive: true });
  if (typeof win.requestIdleCallback === 'function') {
    win.requestIdleCallback(once, { timeout: timeoutMs });
  } else {
    win.setTimeout(once, Math.min(timeoutMs, 500));
  }
}
