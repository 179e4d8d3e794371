import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';

/**
 * Debian's headless shell of Chromium (npm test installs it where missing), never a downloaded
 * browser build: the same Blink as Debian's Chromium without its window machinery, as Playwright
 * itself runs headless. On two cores it ran the same browser tests in 0.6 of the time and half the
 * CPU of the full browser started headless.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const PHONE_VIEWPORT = { width: 375, height: 812 };
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export async function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  if (!existsSync(executablePath)) {
    const packageName = executablePath.endsWith('headless-shell')
      ? 'chromium-headless-shell'
      : 'chromium';
    throw new Error(
      `Chromium not found at ${executablePath}: run "apt-get install -y ${packageName}" (npm test does as root)`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

export interface PhonePage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far (hydration mismatches land here). */
  errors: string[];
  warnings: string[];
}

export async function openPhonePage(
  browser: Browser,
  options: {
    javaScriptEnabled?: boolean;
    userAgent?: string;
    viewport?: { width: number; height: number };
  } = {},
): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? PHONE_VIEWPORT,
    userAgent: options.userAgent ?? PHONE_USER_AGENT,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    isMobile: (options.userAgent ?? PHONE_USER_AGENT) === PHONE_USER_AGENT,
    hasTouch: true,
    // CSS pixels are what the tests judge; a denser screen only made Chromium raster four times
    // the pixels in software (the crawler's phone is the same).
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors, warnings };
}
