import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchChromium, photograph } from './phone-picture.ts';

/** A phone's first screen (CSS px): what a marketer sees of a page before scrolling. */
export const FIRST_SCREEN = { width: 375, height: 667 };

/** How long the browser is kept after its last picture: a picker asks for a dozen at once. */
const IDLE_MS = 30_000;

export interface PhoneCamera {
  /** Whether this machine has the Chromium at the configured path. */
  ready(): boolean;
  /** A self-contained page's first screen on a 375-px phone, as JPEG; throws when Chromium fails. */
  firstScreen(html: string): Promise<Buffer>;
  /** Waits for the pictures under way, then closes the browser. */
  close(): Promise<void>;
}

/**
 * Pictures of pages taken by one headless Chromium, one at a time (two cores serve visitors
 * too), started with the first picture and closed once idle: starting a browser costs more than
 * a picture, and a picker's dozen thumbnails come together.
 */
export function phoneCamera(chromiumPath: string, idleMs = IDLE_MS): PhoneCamera {
  let browser: Promise<Browser> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  let idle: NodeJS.Timeout | null = null;
  let closed = false;

  const stop = async () => {
    const running = browser;
    browser = null;
    if (running) await (await running.catch(() => null))?.close();
  };
  const open = (): Promise<Browser> => {
    if (!browser) {
      const starting = launchChromium(chromiumPath);
      browser = starting;
      // A browser that failed to start, or crashed, is started again for the next picture.
      const forget = () => {
        if (browser === starting) browser = null;
      };
      starting.then((started) => started.on('disconnected', forget), forget);
    }
    return browser;
  };
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work);
    queue = turn.catch(() => {});
    return turn;
  };

  return {
    ready: () => !closed && existsSync(chromiumPath),

    firstScreen(html) {
      if (idle) clearTimeout(idle);
      return inTurn(async () => {
        try {
          return await photograph(await open(), html, {
            viewport: FIRST_SCREEN,
            scale: 1,
            fullPage: false,
            jpegQuality: 82,
          });
        } finally {
          if (idle) clearTimeout(idle);
          idle = setTimeout(() => void inTurn(stop), idleMs);
          idle.unref();
        }
      });
    },

    async close() {
      closed = true;
      if (idle) clearTimeout(idle);
      await inTurn(stop);
    },
  };
}
