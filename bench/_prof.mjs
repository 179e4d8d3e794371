import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.addInitScript(() => { window.__long = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(6000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__long)));
writeFileSync('/tmp/rs/page.cpuprofile', JSON.stringify(profile));
await browser.close();
// aggregate self time by function
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const self = new Map(); profile.samples.forEach((s, i) => self.set(s, (self.get(s) ?? 0) + profile.timeDeltas[i]));
const agg = new Map();
for (const [id, t] of self) { const f = byId.get(id).callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; agg.set(k, (agg.get(k) ?? 0) + t); }
for (const [k, v] of [...agg].sort((a,b)=>b[1]-a[1]).slice(0, 25)) console.log(Math.round(v/1000), k);
