import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { EraseVisitorDialog } from './erase-visitor-dialog.tsx';
import { PrivacyStatementDialog } from './privacy-statement-dialog.tsx';
import { privacyApi } from './privacy-api.ts';

beforeAll(() => {
  // antd's auto-sized text area measures itself; jsdom lays nothing out.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('删除访客个人信息', () => {
  it('asks for a valid phone, then a confirmation, before erasing', async () => {
    const erase = vi
      .spyOn(privacyApi, 'eraseVisitor')
      .mockResolvedValue({ leads: 2, sms_codes: 1 });
    const onClose = vi.fn();
    render(
      <App>
        <EraseVisitorDialog open onClose={onClose} />
      </App>,
    );
    const next = () => screen.getByRole('button', { name: '下一步' });
    fireEvent.change(screen.getByLabelText('访客手机号'), { target: { value: '12345678901' } });
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('访客手机号'), { target: { value: '13912340001' } });
    fireEvent.click(next());
    expect(screen.getByText('13912340001')).toBeTruthy();
    expect(erase).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(erase).toHaveBeenCalledWith('13912340001');
  });
});

describe('个人信息保护声明', () => {
  it('loads the statement in force and saves the edited text as a new version', async () => {
    vi.spyOn(privacyApi, 'statement').mockResolvedValue({
      version: 1,
      text: '旧声明',
      created_at: '2026-03-01T00:00:00.000Z',
      created_by: null,
    });
    const save = vi.spyOn(privacyApi, 'saveStatement').mockResolvedValue({
      version: 2,
      text: '新声明',
      created_at: '2026-03-02T00:00:00.000Z',
      created_by: 'admin',
    });
    const onClose = vi.fn();
    render(
      <App>
        <PrivacyStatementDialog open onClose={onClose} />
      </App>,
    );
    const text = await screen.findByLabelText('声明全文');
    expect((text as HTMLTextAreaElement).value).toBe('旧声明');
    const saveButton = screen.getByRole('button', { name: '保存为新版本' });
    expect(saveButton).toHaveProperty('disabled', true);
    fireEvent.change(text, { target: { value: '   ' } });
    expect(screen.getByText('声明内容不能为空')).toBeTruthy();
    fireEvent.change(text, { target: { value: ' 新声明 ' } });
    fireEvent.click(saveButton);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith('新声明');
  });
});
