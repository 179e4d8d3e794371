import { describe, expect, it } from 'vitest';
import { BUTTON_WITHOUT_ACTION, publishProblems } from './publish-problems.ts';

const button = (value: Record<string, unknown>) => ({ name: 'button', value, children: [] });

describe('publishProblems', () => {
  it('names a button without an action at its action, inside containers too', () => {
    const page = {
      page_schema: [
        button({ text: '立即领取', action: { type: 3, popupId: 'gift' } }),
        button({ text: '立即领取' }),
        { name: 'popup', value: { id: 'gift' }, children: [button({ action: {} })] },
      ],
    };
    expect(publishProblems(page)).toEqual([
      { path: 'page_schema[1].value.action', message: BUTTON_WITHOUT_ACTION },
      { path: 'page_schema[2].children[0].value.action', message: BUTTON_WITHOUT_ACTION },
    ]);
  });

  it('checks each variant once, not the control’s copy again', () => {
    const blocks = [button({ text: '领取' })];
    const page = {
      page_schema: blocks,
      variants: [
        { key: 'a', weight: 50, page_schema: blocks },
        { key: 'b', weight: 50, page_schema: [button({ action: { type: 14 } })] },
      ],
    };
    expect(publishProblems(page).map((p) => p.path)).toEqual([
      'variants[0].page_schema[0].value.action',
    ]);
  });

  it('leaves other blocks alone and reads anything without throwing', () => {
    expect(publishProblems({ page_schema: [{ name: 'image', value: {}, children: [] }] })).toEqual(
      [],
    );
    expect(publishProblems(null)).toEqual([]);
    expect(publishProblems({ page_schema: 'x' })).toEqual([]);
  });
});
