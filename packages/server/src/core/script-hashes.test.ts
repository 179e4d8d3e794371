import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './script-hashes.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('names each inline script a browser runs by the hash of its text', () => {
    const html =
      '<script>var a=1;</script><script type="module">import("/x.js")</script>' +
      "<script type='text/javascript'>b()</script>";
    expect(inlineScriptHashes(html)).toEqual([sha('var a=1;'), sha('import("/x.js")'), sha('b()')]);
  });

  it('skips data blocks and external scripts, which need no hash', () => {
    const html =
      '<script id="__H5_DATA__" type="application/json">{"a":1}</script>' +
      '<script type="module" crossorigin src="/entry.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes the text as the browser sees it: CRLF read as LF, entities left alone', () => {
    expect(inlineScriptHashes('<script>\r\na&amp;b\r</script>')).toEqual([sha('\na&amp;b\n')]);
  });

  it('lists a repeated script once', () => {
    expect(inlineScriptHashes('<script>x()</script><p></p><script>x()</script>')).toEqual([
      sha('x()'),
    ]);
  });
});
