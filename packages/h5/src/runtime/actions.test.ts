import { describe, expect, it, vi } from 'vitest';
import { createPopupStore } from '@h5-page/blocks/popup-store';
import { createActionDispatcher } from './actions.ts';

function setup() {
  const env = { openUrl: vi.fn(), back: vi.fn() };
  const popups = createPopupStore();
  const toast = vi.fn();
  return { env, popups, toast, actions: createActionDispatcher({ env, popups, toast }) };
}

describe('action dispatcher (minimal)', () => {
  it('type 3 opens the popup', async () => {
    const { actions, popups } = setup();
    await actions.run({ type: 3, popupId: 12 }, { path: 'page_schema[0]' });
    expect(popups.isVisible('12')).toBe(true);
  });

  it('type 7 opens the link', async () => {
    const { actions, env } = setup();
    await actions.run({ type: 7, atext: 'https://example.com/a' }, { path: 'page_schema[0]' });
    expect(env.openUrl).toHaveBeenCalledWith('https://example.com/a');
  });

  it('type 14 goes back', async () => {
    const { actions, env } = setup();
    await actions.run({ type: 14 }, { path: 'page_schema[0]' });
    expect(env.back).toHaveBeenCalled();
  });

  it.each([1, 2, 4, 5, 6, 8, 9, 10, 11, 12, 13])(
    'type %i tells the visitor 该功能暂未开放',
    async (type) => {
      const { actions, toast, env } = setup();
      await actions.run({ type }, { path: 'page_schema[0]' });
      expect(toast).toHaveBeenCalledWith('该功能暂未开放');
      expect(env.openUrl).not.toHaveBeenCalled();
    },
  );
});
