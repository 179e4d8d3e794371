import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { closeQrPopup, openQrPopup } from './qr-popup.tsx';
import { showQrPopup } from './show-qr-popup.ts';

afterEach(() => {
  act(() => closeQrPopup());
});

describe('QR popup (actions 2, 6, 9, 10)', () => {
  it('shows the title, the QR image and the hint in a dialog over the page', async () => {
    await act(() => showQrPopup({ title: '添加老师微信', url: '/qr/1.svg' }));
    const dialog = await screen.findByRole('dialog', { name: '添加老师微信' });
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/qr/1.svg');
    expect(dialog.textContent).toContain('长按识别二维码');
    expect(document.activeElement).toBe(dialog);
  });

  it('closes with its close icon, the mask, or Escape, and leaves nothing behind', async () => {
    act(() => openQrPopup({ title: 'A', url: '/a.svg', hint: '截图后在微信中识别' }));
    expect(screen.getByRole('dialog').textContent).toContain('截图后在微信中识别');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.h5-qr-popup-host')).toBeNull();

    act(() => openQrPopup({ title: 'B', url: '/b.svg' }));
    fireEvent.click(document.querySelector('.h5-qr-popup-mask')!);
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => openQrPopup({ title: 'C', url: '/c.svg' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('one popup at a time: a second replaces the first', () => {
    act(() => openQrPopup({ title: 'A', url: '/a.svg' }));
    act(() => openQrPopup({ title: 'B', url: '/b.svg' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'B' })).toBeTruthy();
    expect(document.querySelectorAll('.h5-qr-popup-host')).toHaveLength(1);
  });
});
