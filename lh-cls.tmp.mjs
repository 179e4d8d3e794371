import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
const lhr = r.lhr;
console.log('CLS', lhr.audits['cumulative-layout-shift'].numericValue);
const keys = Object.keys(lhr.audits).filter(k=>/shift/.test(k)); console.log(keys); const ls = lhr.audits['layout-shifts']; console.log(JSON.stringify(ls, null, 1).slice(0, 5000));
await chrome.kill();
