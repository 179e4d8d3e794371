import { describe, expect, it } from 'vitest';
import { autoFitRedirectUrl } from './auto-fit.ts';

describe('autoFitRedirectUrl', () => {
  it('redirects an auto-fit page on a non-mobile device, keeping the query string', () => {
    expect(autoFitRedirectUrl({ code: 'demo', is_auto_fit: 1 }, false, '?a=1&isPreview=1')).toBe(
      '/pc-page/pc/demo?a=1&isPreview=1',
    );
    expect(autoFitRedirectUrl({ code: 'demo', is_auto_fit: 1 }, false, '')).toBe(
      '/pc-page/pc/demo',
    );
  });

  it('does not redirect on mobile devices', () => {
    expect(autoFitRedirectUrl({ code: 'demo', is_auto_fit: 1 }, true, '?a=1')).toBeNull();
  });

  it('does not redirect pages without auto-fit 1', () => {
    expect(autoFitRedirectUrl({ code: 'demo', is_auto_fit: 0 }, false, '')).toBeNull();
    expect(autoFitRedirectUrl({ code: 'demo', is_auto_fit: 2 }, false, '')).toBeNull();
    const loose = { code: 'demo', is_auto_fit: '1' as unknown as number };
    expect(autoFitRedirectUrl(loose, false, '')).toBeNull();
  });

  it('encodes the code', () => {
    expect(autoFitRedirectUrl({ code: '活动 1/2', is_auto_fit: 1 }, false, '')).toBe(
      '/pc-page/pc/%E6%B4%BB%E5%8A%A8%201%2F2',
    );
  });

  it('adds the ? a query given without it', () => {
    expect(autoFitRedirectUrl({ code: 'demo', is_auto_fit: 1 }, false, 'a=1')).toBe(
      '/pc-page/pc/demo?a=1',
    );
  });

  it('stays on this site whatever the code and the query hold', () => {
    const at = (code: string, search: string) =>
      autoFitRedirectUrl({ code, is_auto_fit: 1 }, false, search);
    expect(at('demo', '?from=//evil.example')).toBe('/pc-page/pc/demo?from=//evil.example');
    expect(at('//evil.example', '')).toBe('/pc-page/pc/%2F%2Fevil.example');
    // Decoded once more (by a proxy, say) it would climb out to another host: no redirect.
    expect(at('../..//evil.example', '')).toBeNull();
    expect(at('demo', '?a=\\evil')).toBeNull();
  });
});
