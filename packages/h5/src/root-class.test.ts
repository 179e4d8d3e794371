import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectEnvironment } from '@h5-page/schema/detect-environment';
import { rootClassFor } from '@h5-page/schema/root-class';
import { applyRootClass, installRootClass } from './root-class.ts';
import { DESKTOP_UA, PHONE_UA } from '#test/test-app.tsx';

/** A window `width` CSS pixels wide that answers the script's width queries as a browser would. */
function windowOf(width: number) {
  return {
    matchMedia(query: string) {
      const minWidth = /^\(min-width: (\d+)px\)$/.exec(query);
      if (!minWidth) throw new Error(`unexpected media query ${query}`);
      return { matches: width >= Number(minWidth[1]) };
    },
  };
}

describe('root class', () => {
  it('is pc-1800 above 1300, pc-1200 above 750 on a desktop, app otherwise', () => {
    const root = document.createElement('div');
    const cases: [number, boolean, string][] = [
      [1920, true, 'pc-1800'],
      [1301, false, 'pc-1800'],
      [1300, true, 'pc-1200'],
      [751, true, 'pc-1200'],
      [751, false, 'app'],
      [750, true, 'app'],
      [375, false, 'app'],
    ];
    for (const [width, desktop, expected] of cases) {
      applyRootClass(root, width, desktop);
      expect(root.className, `${width} ${desktop}`).toBe(expected);
    }
  });

  it('keeps other classes and follows window resizes', () => {
    const root = document.createElement('div');
    root.className = 'keep';
    const win = { innerWidth: 1400, listeners: [] as (() => void)[] } as unknown as Window & {
      listeners: (() => void)[];
    };
    win.addEventListener = ((_: string, fn: () => void) => win.listeners.push(fn)) as never;
    win.removeEventListener = (() => {}) as never;
    installRootClass(root, win, true);
    expect(root.classList.contains('pc-1800')).toBe(true);
    expect(root.classList.contains('keep')).toBe(true);
    (win as { innerWidth: number }).innerWidth = 1000;
    win.listeners.forEach((fn) => fn());
    expect(root.classList.contains('pc-1200')).toBe(true);
    expect(root.classList.contains('pc-1800')).toBe(false);
    (win as { innerWidth: number }).innerWidth = 400;
    win.listeners.forEach((fn) => fn());
    expect([...root.classList]).toEqual(['keep', 'app']);
  });

  it('is set before first paint by the inline script of index.html, with the same rule', () => {
    const html = readFileSync(join(__dirname, '../index.html'), 'utf8');
    const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .find((text) => text.includes('root.className'));
    expect(script).toBeTruthy();
    const uas = [PHONE_UA, DESKTOP_UA, 'Mozilla/5.0 (Linux; Android 14) n8Web/6.43.1 Mobile', ''];
    for (const ua of uas) {
      for (const width of [320, 750, 751, 1000, 1300, 1301, 2560]) {
        const root = { className: '' };
        const run = new Function('document', 'window', 'navigator', script!);
        run({ getElementById: () => root }, windowOf(width), { userAgent: ua });
        const expected = rootClassFor(width, detectEnvironment(ua).isDesktop);
        expect(root.className, `${width} ${ua}`).toBe(expected);
      }
    }
  });
});
