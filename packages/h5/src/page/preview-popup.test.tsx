import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BlockAction, RuntimePopups } from '@h5-page/blocks/runtime';
import { createTestServices, renderApp, testData, testPage } from '#test/test-app.tsx';

const popupBlock = (id: string) => ({
  name: 'popup',
  value: { id, position: 'center' },
  children: [{ name: 'empty', value: { height: 40 }, children: [] }],
});
const page = testPage({
  page_schema: [
    {
      name: 'button',
      value: { text: '打开另一个', action: { type: 3, popupId: 'other' } },
      children: [],
    },
    popupBlock('gift'),
    popupBlock('other'),
  ],
});
const popup = (id: string) => document.querySelector(`[data-popup-id="${id}"]`);

describe('a popup asked for by the address', () => {
  it('opens in a preview, for the reviewer to read, and no other', async () => {
    renderApp('/h5-page/h5/demo?isPreview=1&popup=gift', {
      data: testData({ code: 'demo', preview: true, page }),
    });
    await waitFor(() => expect(popup('gift')).not.toBeNull());
    expect(popup('other')).toBeNull();
  });

  it('never opens for a visitor', async () => {
    // The button opens the other popup: once it shows, the popups have rendered.
    const services = createTestServices({
      runAction: async (action: BlockAction, _context: unknown, popups: RuntimePopups) =>
        popups.open(String(action.popupId)),
    });
    renderApp('/h5-page/h5/demo?popup=gift', {
      data: testData({ code: 'demo', preview: false, page }),
      services,
    });
    fireEvent.click(await screen.findByRole('button', { name: '打开另一个' }));
    await waitFor(() => expect(popup('other')).not.toBeNull());
    expect(popup('gift')).toBeNull();
  });
});
