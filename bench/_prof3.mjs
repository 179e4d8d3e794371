import { chromium } from 'playwright-core';
const url = process.argv[2]; const rate = Number(process.argv[3] ?? 1);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
if (rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map(n => [n.id, n])); const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = 0; let run = null; const runs = [];
profile.samples.forEach((s, i) => { t += profile.timeDeltas[i]; const n = byId.get(s); const idle = n.callFrame.functionName === '(idle)'; if (idle) { if (run) { runs.push(run); run = null; } return; } if (!run) run = { start: t, end: t, samples: [] }; run.end = t; run.samples.push([s, profile.timeDeltas[i]]); });
if (run) runs.push(run);
for (const r of runs.filter(r => r.end - r.start > 8000)) {
  const agg = new Map();
  for (const [s, d] of r.samples) { let n = byId.get(s); const chain = []; while (n) { chain.push(n.callFrame); n = byId.get(parent.get(n.id)); } chain.reverse(); const named = chain.filter(f => f.url).map(f => `${f.functionName || 'anon'}@${f.url.split('/').pop().replace(/-[\w-]{8}\.js/, '')}:${f.lineNumber}`); const k = named.slice(0, 4).join(' > ') + ' … ' + (chain.at(-1).functionName || chain.at(-1).url.split('/').pop()); agg.set(k, (agg.get(k) ?? 0) + d); }
  console.log(`-- ${Math.round(r.start/1000)}ms dur ${Math.round((r.end - r.start)/1000)}`);
  for (const [k, v] of [...agg].sort((a,b)=>b[1]-a[1]).slice(0, 6)) console.log('   ', Math.round(v/100)/10, k);
}
