import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const url of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
  const page = await context.newPage();
  const errors = []; page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text().slice(0,200)); });
  const requests = []; page.on('request', r => { if (r.url().includes('/api/')) requests.push(r.url().replace(/^https?:\/\/[^/]+/, '')); });
  await page.addInitScript(() => { window.__cls = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true }); });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const name = url.split('/').pop();
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  console.log(url, 'cls', (await page.evaluate(() => window.__cls)).toFixed(3), 'errors', errors, 'api', requests);
  await context.close();
}
await browser.close();
