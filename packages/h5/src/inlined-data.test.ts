import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CLIENT_CONFIG, readInlinedData } from './inlined-data.ts';

const serverData = {
  config: { ...DEFAULT_CLIENT_CONFIG, apiBase: '' },
  page: null,
  code: 'demo',
  preview: false,
  now: 1,
};

function serverScript(data: object): string {
  return `<script id="__H5_DATA__" type="application/json">${JSON.stringify(data)}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readInlinedData', () => {
  it("reads the server's script, not page content that carries its id before it", () => {
    const forged = JSON.stringify({ config: { apiBase: 'http://other.example' } });
    document.body.innerHTML =
      `<div id="root"><div id="__H5_DATA__">${forged}</div>` +
      `<script id="__H5_DATA__" type="application/json">${forged}</script></div>` +
      serverScript(serverData);
    expect(readInlinedData(document)).toEqual(serverData);
  });

  it('falls back to the defaults when only content carries the id', () => {
    document.body.innerHTML = `<div id="root"><div id="__H5_DATA__">{"config":{"apiBase":"http://other.example"}}</div></div>`;
    expect(readInlinedData(document, 5).config.apiBase).toBe(DEFAULT_CLIENT_CONFIG.apiBase);
  });
});
