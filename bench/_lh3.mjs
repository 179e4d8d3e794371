import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]; const n = Number(process.argv[3] ?? 3);
const res = [];
for (let i = 0; i < n; i++) {
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
await chrome.kill();
const a = r.lhr.audits;
res.push([Math.round(r.lhr.categories.performance.score*100), Math.round(a['total-blocking-time'].numericValue), Math.round(a['largest-contentful-paint'].numericValue), Math.round(a['interactive'].numericValue), a['cumulative-layout-shift'].numericValue]);
}
console.log(JSON.stringify(res));
const med = (k) => res.map(r => r[k]).sort((a,b)=>a-b)[Math.floor(n/2)];
console.log('median score', med(0), 'TBT', med(1), 'LCP', med(2), 'TTI', med(3));
