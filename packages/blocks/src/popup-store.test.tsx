import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createPopupStore } from './popup-store.ts';

describe('createPopupStore', () => {
  it('holds visibility per id, hidden at creation, and re-renders subscribers', () => {
    const popups = createPopupStore();
    function Probe({ id }: { id: string }) {
      return <span data-testid={id}>{popups.useVisible(id) ? 'open' : 'closed'}</span>;
    }
    render(
      <>
        <Probe id="a" />
        <Probe id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('closed');
    act(() => popups.open('a'));
    expect(screen.getByTestId('a').textContent).toBe('open');
    expect(screen.getByTestId('b').textContent).toBe('closed');
    act(() => popups.close('a'));
    expect(screen.getByTestId('a').textContent).toBe('closed');
    expect(popups.isVisible('a')).toBe(false);
  });
});
