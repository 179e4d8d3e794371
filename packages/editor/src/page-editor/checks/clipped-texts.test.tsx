import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeRuntime } from '@h5-page/blocks/test/fake-runtime';
import { clippedProblems, clipTargets, overflowingFields } from './clipped-texts.ts';
import { measureClips } from './use-clipped-texts.tsx';
import { stubTickerLayout } from '#test/stub-ticker-layout.ts';

const notice = (...texts: string[]) => ({
  name: 'notice',
  value: { list: texts.map((text) => ({ avatar: '', text })) },
  children: [],
});
const button = { name: 'button', value: { text: '立即领取' }, children: [] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the blocks the builder measures', () => {
  it('are those with a written text they may cut, children and variants included', () => {
    const popup = { name: 'popup', value: { id: 'p' }, children: [notice('刚刚领取')] };
    expect(
      clipTargets({ page_schema: [button, notice(' '), popup, notice('预约了直播课')] }).map(
        (t) => t.path,
      ),
    ).toEqual(['page_schema[2].children[0]', 'page_schema[3]']);
    const variants = [{ page_schema: [button] }, { page_schema: [button, notice('刚刚领取')] }];
    expect(clipTargets({ page_schema: [], variants }).map((t) => t.path)).toEqual([
      'variants[1].page_schema[1]',
    ]);
  });
});

describe('a text that does not fit', () => {
  it('is found by comparing the element’s scroll and client sizes, matched to its field by text', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<span class="h5-notice-text">短</span><span class="h5-notice-text">很长的一行播报</span>';
    const [short, long] = [...root.children];
    for (const [element, scroll] of [
      [short!, 100],
      [long!, 260],
    ] as const) {
      Object.defineProperties(element, {
        clientWidth: { value: 200 },
        clientHeight: { value: 36 },
        scrollWidth: { value: scroll },
        scrollHeight: { value: 36 },
      });
    }
    const target = { path: 'page_schema[4]', block: notice('短', ' 很长的一行播报 ', '') };
    expect(overflowingFields(root, target)).toEqual(['page_schema[4].value.list[1].text']);
  });

  it('is a warning at its field naming the widths it is cut at', async () => {
    stubTickerLayout();
    // 20 characters: 280 px, wider than the line at 320 (224) and 375 (262), not at 414 (289).
    const long = '恭喜尾号8826的用户领取了新春开户礼包';
    expect(long).toHaveLength(20);
    const page = { page_schema: [button, notice('刚刚领取', long)] };
    const cuts = await measureClips(clipTargets(page), createFakeRuntime());
    expect(clippedProblems(cuts)).toEqual([
      {
        path: 'page_schema[1].value.list[1].text',
        rule: 'clipped',
        level: 'warning',
        message: '在 320、375 px 宽的手机上显示不全，超出的文字会被截去：请缩短',
      },
    ]);
    // Measured out of sight, and gone again.
    expect(document.querySelector('.editor-clip-probe')).toBeNull();
  });
});
