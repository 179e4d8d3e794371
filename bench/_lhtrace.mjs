import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const a = r.lhr.audits;
console.log('score', r.lhr.categories.performance.score, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'TTI', Math.round(a['interactive']?.numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue));
const trace = r.artifacts.Trace ?? r.artifacts.traces?.defaultPass;
const events = trace.traceEvents;
const main = events.find(e => e.name === 'TracingStartedInBrowser');
// find renderer main thread: thread_name CrRendererMain with most events
const threads = new Map();
for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
for (const e of events) { const k = `${e.pid}:${e.tid}`; if (threads.has(k)) threads.set(k, threads.get(k) + 1); }
const [tk] = [...threads].sort((a,b)=>b[1]-a[1])[0];
const nav = events.find(e => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === tk) ?? events.find(e=>e.name==='navigationStart');
const t0 = nav.ts;
const mine = events.filter(e => `${e.pid}:${e.tid}` === tk && e.ph === 'X' && e.dur);
const tasks = mine.filter(e => e.name === 'RunTask' && e.dur > 10000);
for (const t of tasks) {
  const inside = mine.filter(e => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const kinds = new Map();
  for (const e of inside) { if (['EvaluateScript','FunctionCall','Layout','UpdateLayoutTree','ParseHTML','v8.compile','v8.compileModule','v8.evaluateModule','Paint','TimerFire','FireAnimationFrame','EventDispatch','RunMicrotasks','v8.parseOnBackground','MajorGC','MinorGC','PrePaint','Layerize','HitTest','IntersectionObserverController::computeIntersections'].includes(e.name)) { const k = e.name + (e.args?.data?.url ? ' ' + e.args.data.url.split('/').pop() : '') + (e.args?.data?.functionName ? ' '+e.args.data.functionName : ''); kinds.set(k, (kinds.get(k) ?? 0) + e.dur); } }
  console.log(Math.round((t.ts - t0)/1000), 'dur', Math.round(t.dur/1000), [...kinds].sort((a,b)=>b[1]-a[1]).slice(0,5).map(([k,v])=>`${k}=${Math.round(v/1000)}`).join(' | '));
}
