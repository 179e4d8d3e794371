import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS, replayBlockedClicks } from './replay-blocked-clicks.ts';

const template = readFileSync(join(__dirname, '../../index.html'), 'utf8');

/** Runs the template's inline script that keeps early taps, as the browser does on parsing it. */
function runEarlyTapsScript() {
  const scripts = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const keeper = scripts.filter((text) => text.includes(EARLY_TAPS));
  expect(keeper).toHaveLength(1);
  new Function(keeper[0]!)();
}

afterEach(() => {
  document.body.innerHTML = '';
  (window as unknown as Record<string, unknown>)[EARLY_TAPS] = null;
});

describe('taps made before the page’s code ran', () => {
  it('are kept by the page’s inline script and made again, once each, when the code takes over', () => {
    runEarlyTapsScript();
    document.body.innerHTML = `
      <div id="root">
        <form><input name="nick_name" /><button type="submit">立即激活</button></form>
        <button type="button">获取验证码</button>
        <a href="#later">活动规则</a>
      </div>`;
    const root = document.getElementById('root')!;
    const [submit, send] = [...root.querySelectorAll('button')] as HTMLButtonElement[];
    const submitted = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    const link = vi.fn();
    root.querySelector('a')!.addEventListener('click', link);

    send!.click();
    submit!.click();
    send!.click();
    // Nothing happened yet: no form sent away as a new page. A link is no button: it is left alone.
    expect(submitted).not.toHaveBeenCalled();
    root.querySelector('a')!.click();
    expect(link).toHaveBeenCalledTimes(1);

    const replayed: string[] = [];
    for (const button of [submit!, send!]) {
      button.addEventListener('click', () => replayed.push(button.textContent ?? ''));
    }
    replayBlockedClicks(root, window, async () => {});
    expect(replayed).toEqual(['获取验证码', '立即激活']);
    expect(submitted).toHaveBeenCalledTimes(1);

    // From now on a tap goes to the page at once.
    submit!.click();
    expect(submitted).toHaveBeenCalledTimes(2);
    expect(replayed).toEqual(['获取验证码', '立即激活', '立即激活']);
  });

  it('a tick on a block React has not hydrated yet stays ticked; the block is let go at once', () => {
    document.body.innerHTML = `
      <div id="root">
        <label><input type="checkbox" name="consent" />我已阅读并同意</label>
        <input type="checkbox" name="alone" />
        <button type="button">获取验证码</button>
      </div>`;
    const root = document.getElementById('root')!;
    // As React does for a block still held: it stops the tap at the root, before anyone else.
    root.addEventListener('click', (event) => event.stopPropagation(), true);
    const released: string[] = [];
    replayBlockedClicks(root, window, async (target) => {
      released.push(target.tagName);
    });
    const [inLabel, alone] = [...root.querySelectorAll('input')] as HTMLInputElement[];

    root.querySelector('label')!.click();
    alone!.click();
    expect([inLabel!.checked, alone!.checked]).toEqual([true, true]);
    // A second tap undoes the first, as the visitor sees it.
    alone!.click();
    expect(alone!.checked).toBe(false);
    expect(released).toEqual(['LABEL', 'INPUT', 'INPUT', 'INPUT']);

    // A button's tap is held for the block: nothing of it happens now.
    const button = root.querySelector('button')!;
    const tapped = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(tapped);
    expect(tapped.defaultPrevented).toBe(true);
  });

  it('leaves buttons outside the page alone', () => {
    runEarlyTapsScript();
    document.body.innerHTML = `<div id="root"></div><form><button type="submit">外部</button></form>`;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    document.querySelector('button')!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
