import { describe, expect, it } from 'vitest';
import { LATER_STYLES_ID } from '@h5-page/schema/first-screen';
import { selfContained } from './self-contained.ts';
import type { AssetReader } from './self-contained.ts';

const files: Record<string, { type: string; body: Buffer }> = {
  '/assets/page.css': {
    type: 'text/css; charset=utf-8',
    body: Buffer.from('.hero{background:url(./bg.png)}@font-face{src:url("/fonts/a.woff2")}'),
  },
  '/assets/later.css': { type: 'text/css', body: Buffer.from('.later{color:red}') },
  '/assets/bg.png': { type: 'image/png', body: Buffer.from('PNG-BYTES') },
  '/fonts/a.woff2': { type: 'font/woff2', body: Buffer.from('FONT') },
  '/media/banner.jpg': { type: 'image/jpeg', body: Buffer.from('JPEG') },
  '/media/huge.jpg': { type: 'image/jpeg', body: Buffer.alloc(2048) },
  '/app.js': { type: 'text/javascript', body: Buffer.from('alert(1)') },
};
const asked: string[] = [];
const read: AssetReader = async (path) => {
  asked.push(path);
  return files[path] ?? null;
};
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('a page as one self-contained file', () => {
  it('inlines its style sheets, pictures and fonts, and leaves its scripts out', async () => {
    const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/assets/page.css" disabled>
<template id="${LATER_STYLES_ID}"><link rel="stylesheet" href="/assets/later.css"></template>
<link rel="modulepreload" href="/app.js">
<script type="module" src="/app.js"></script>
<script id="__H5_DATA__" type="application/json">{"page":1}</script>
<style>.b{background-image:url('/media/banner.jpg')}</style>
</head><body>
<img src="/media/banner.jpg" srcset="/media/banner.jpg 2x" alt="横幅">
<div style="background:url(&quot;/media/banner.jpg&quot;)">x</div>
<img src="/media/huge.jpg" alt="大图">
<img src="//cdn.example.com/a.png" alt="外站">
<a href="/h5-page/h5/other">链接</a>
</body></html>`;
    const file = await selfContained(html, read, { fileBytes: 1024, totalBytes: 100_000 });
    expect(file).not.toMatch(/<script/i);
    expect(file).not.toContain('modulepreload');
    expect(file).not.toContain('srcset');
    expect(file).toContain(
      `<style>.hero{background:url("data:image/png;base64,${b64('PNG-BYTES')}")}`,
    );
    // The sheets a visitor's browser links once the page answers taps apply at once here.
    expect(file).toContain('<style>.later{color:red}</style>');
    expect(file).not.toContain('<template');
    expect(file).toContain(`url("data:font/woff2;base64,${b64('FONT')}")`);
    expect(file).toContain(`<img src="data:image/jpeg;base64,${b64('JPEG')}" alt="横幅">`);
    expect(file).toContain(`.b{background-image:url("data:image/jpeg;base64,${b64('JPEG')}")}`);
    expect(file).toContain(
      `style="background:url(&quot;data:image/jpeg;base64,${b64('JPEG')}&quot;)"`,
    );
    // Beyond the limit a file keeps its address; another site's is never fetched; a link stays.
    expect(file).toContain('<img src="/media/huge.jpg" alt="大图">');
    expect(file).toContain('<img src="//cdn.example.com/a.png" alt="外站">');
    expect(file).toContain('<a href="/h5-page/h5/other">链接</a>');
    expect(asked).not.toContain('//cdn.example.com/a.png');
    // Each file is read once, however often the page shows it.
    expect(asked.filter((path) => path === '/media/banner.jpg')).toHaveLength(1);
  });

  it('stops inlining once the files add up to the total limit', async () => {
    const html = '<img src="/media/banner.jpg"><img src="/assets/bg.png">';
    const file = await selfContained(html, read, { fileBytes: 1024, totalBytes: 5 });
    expect(file).toBe(
      `<img src="data:image/jpeg;base64,${b64('JPEG')}"><img src="/assets/bg.png">`,
    );
  });
});
