import { describe, expect, it } from 'vitest';
import { servableAssetPath } from './servable-asset-path.ts';

describe('servableAssetPath', () => {
  it('serves built files by their one spelling', () => {
    for (const path of ['/assets/index-abc.js', '/assets/page-x.css', '/favicon.svg'])
      expect(servableAssetPath(path), path).toBe(true);
  });

  it('refuses other spellings, dot-directories, the manifest, the template and twins', () => {
    for (const path of [
      '/',
      '//.vite/manifest.json',
      '/.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/./index.html',
      '/index.html',
      '/INDEX.HTML',
      '//index.html',
      '/assets//index-abc.js',
      '/assets/./index-abc.js',
      '/assets/index-abc.js/',
      '/.env',
      '/assets\\..\\.vite\\manifest.json',
      '/assets/index-abc.js.br',
      '/assets/index-abc.js.gz',
    ])
      expect(servableAssetPath(path), path).toBe(false);
  });
});
