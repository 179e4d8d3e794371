import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const js of [false, true]) {
  const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, userAgent: 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36' });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  console.log(js ? 'JS' : 'NOJS', JSON.stringify(await page.evaluate(() => Array.from(document.querySelectorAll('#root [class^="h5-"]')).filter(e => e.parentElement.closest('[class^="h5-"]') === null || e.parentElement.matches('.h5-page, .h5-page-blocks, main')).slice(0,12).map(e => [e.className.slice(0,40), Math.round(e.getBoundingClientRect().top), Math.round(e.getBoundingClientRect().height)]))));
  await context.close();
}
await browser.close();
