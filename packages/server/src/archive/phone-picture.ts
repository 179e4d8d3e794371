import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** A phone's width and screen, as the crawler and the screenshots of the docs use. */
export const PHONE = { width: 375, height: 812 };

/** Starts the Chromium at `chromiumPath` headless (loaded when a picture is asked for). */
export async function launchChromium(chromiumPath: string): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface PhoneShot {
  /** The screen laid out (CSS px). */
  viewport: { width: number; height: number };
  /** Device pixels per CSS px. */
  scale: number;
  /** The whole page, or the first screen only. */
  fullPage: boolean;
  /** PNG, or JPEG at this quality (0–100). */
  jpegQuality?: number;
}

/**
 * A self-contained page (its pictures and styles inlined) photographed on a phone with scripts
 * off, in a context of its own: the server's HTML is the whole first rendering, and nothing in
 * it may reach out.
 */
export async function photograph(browser: Browser, html: string, shot: PhoneShot): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: shot.viewport,
    deviceScaleFactor: shot.scale,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });
  try {
    await context.route(/^(?!data:)/, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load', timeout: 60_000 });
    return await page.screenshot({
      fullPage: shot.fullPage,
      timeout: 60_000,
      ...(shot.jpegQuality === undefined
        ? { type: 'png' }
        : { type: 'jpeg', quality: shot.jpegQuality }),
    });
  } finally {
    await context.close();
  }
}

/**
 * The archived page photographed whole at phone width (375 CSS px, twice as many pixels), with
 * scripts off: the archive is what the server sent, complete without them. Null, with the reason,
 * when this machine has no Chromium at `chromiumPath`.
 */
export async function phonePicture(
  html: string,
  chromiumPath: string,
): Promise<{ png: Buffer } | { missing: string }> {
  if (!existsSync(chromiumPath)) {
    return { missing: `本机未安装 Chromium（CHROMIUM_PATH=${chromiumPath}），未生成手机截图` };
  }
  const browser = await launchChromium(chromiumPath);
  try {
    return {
      png: await photograph(browser, html, { viewport: PHONE, scale: 2, fullPage: true }),
    };
  } finally {
    await browser.close();
  }
}
