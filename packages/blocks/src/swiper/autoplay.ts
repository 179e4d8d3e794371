/** Why autoplay is held: a finger or the mouse button is down, the mouse is over it, the tab is hidden. */
export type AutoplayHold = 'touch' | 'hover' | 'hidden';

export interface Autoplay {
  /** Starts advancing every `delay` ms. */
  start(): void;
  stop(): void;
  /** Pauses while `reason` lasts (several reasons may overlap). */
  hold(reason: AutoplayHold): void;
  /** Ends `reason`; with no reason left, the next advance comes a full `delay` later. */
  release(reason: AutoplayHold): void;
  /** A manual move (arrow, dot): the next advance comes a full `delay` from now. */
  restart(): void;
}

/**
 * The carousel's autoplay (spec section 4: "autoplay pauses on manual navigation, then resumes at
 * 3000 ms"): `next` runs every `delay` ms; touching or dragging holds it, and after the touch or
 * any manual move it waits a full `delay` again before the next advance.
 */
export function createAutoplay(options: { delay: number; next: () => void }): Autoplay {
  const holds = new Set<AutoplayHold>();
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    if (!running || holds.size > 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      options.next();
      schedule();
    }, options.delay);
  };

  return {
    start() {
      running = true;
      schedule();
    },
    stop() {
      running = false;
      clear();
    },
    hold(reason) {
      holds.add(reason);
      clear();
    },
    release(reason) {
      if (!holds.delete(reason)) return;
      schedule();
    },
    restart() {
      schedule();
    },
  };
}
