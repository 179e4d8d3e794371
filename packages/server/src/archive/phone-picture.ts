import { existsSync } from 'node:fs';

/** A phone's width and screen, as the crawler and the screenshots of the docs use. */
const PHONE = { width: 375, height: 812 };

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
  // Loaded when a dossier is asked for, not at every start.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
    });
    // Nothing in the archive may reach out: its pictures and styles are inlined.
    await context.route(/^(?!data:)/, (route) => route.abort('blockedbyclient'));
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load', timeout: 60_000 });
    return { png: await page.screenshot({ fullPage: true, type: 'png', timeout: 60_000 }) };
  } finally {
    await browser.close();
  }
}
