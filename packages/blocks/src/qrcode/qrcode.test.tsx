import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime, RuntimeApi } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { validateDefinitionPage } from '#test/validate-definition-page.ts';
import { qrcodeDefinition } from './index.ts';
import { qrPictureOf } from '@h5-page/schema/qr-picture';
import Qrcode, { errorMessage } from './qrcode.tsx';

type Value = BlockValueMap['qrcode'];
type Call = (path: string, payload?: unknown, options?: unknown) => Promise<unknown>;
const get = (answer: () => Promise<unknown>) =>
  vi.fn<Call>(answer) as unknown as RuntimeApi['get'] & Mock<Call>;
const post = (answer: () => Promise<unknown>) =>
  vi.fn<Call>(answer) as unknown as RuntimeApi['post'] & Mock<Call>;

/** What the h5 API client rejects with (its class is h5's: blocks see the name and message). */
function apiError(message: string) {
  const error = new Error(message);
  error.name = 'ApiError';
  return error;
}

async function show(value: Value, runtime: BlockRuntime) {
  const result = render(
    <RuntimeProvider value={runtime}>
      <Qrcode value={value} children={[]} path="page_schema[5]" />
    </RuntimeProvider>,
  );
  await act(async () => {});
  return result;
}

const QR = {
  code_id: '1',
  title: '添加老师微信',
  wechat_qrcode: '/seed-assets/campaign/qr-code-1.svg',
  wechat_img: '/seed-assets/campaign/qr-wechat-img-1.svg',
  qw: '',
};

describe('qrcode block', () => {
  it('static: shows url, with alt and the title under it; asks nothing', async () => {
    const runtime = createFakeRuntime();
    const { container } = await show(
      { type: 'static', url: '/qr.svg', alt: '老师微信', title: '长按识别二维码' },
      runtime,
    );
    expect(screen.getByAltText('老师微信').getAttribute('src')).toBe('/qr.svg');
    expect(container.querySelector('.h5-qrcode-title')!.textContent).toBe('长按识别二维码');
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('code: loads the code detail (token when there is one) and shows wechat_qrcode', async () => {
    const load = get(async () => QR);
    const runtime = createFakeRuntime({ api: { get: load }, auth: { token: () => 'tok' } });
    await show({ type: 'code', codeId: 1, title: '扫码添加' }, runtime);
    expect(load).toHaveBeenCalledWith(
      '/oabase/api/channel/app/qrcode/detail',
      { code_id: '1' },
      { quiet: true, hideError: true, needToken: true },
    );
    expect(screen.getByAltText('扫码添加').getAttribute('src')).toBe(QR.wechat_qrcode);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed fetch shows a tooltip with the error (and no toast)', async () => {
    const load = get(async () => Promise.reject(apiError('二维码不存在')));
    const runtime = createFakeRuntime({ api: { get: load } });
    const { container } = await show({ type: 'code', codeId: 'nope' }, runtime);
    expect(screen.getByRole('alert').textContent).toBe('二维码不存在');
    expect(container.querySelector('img')).toBeNull();
    expect(load.mock.calls[0]![2]).toEqual({ quiet: true, hideError: true, needToken: false });
    expect(runtime.toast).not.toHaveBeenCalled();
  });

  it('an error without a gateway message, or an answer without a picture, says so', async () => {
    await show(
      { type: 'code', codeId: 2 },
      createFakeRuntime({ api: { get: get(async () => Promise.reject(new TypeError('x'))) } }),
    );
    expect(screen.getByRole('alert').textContent).toBe('二维码加载失败，请稍后重试');
    await show(
      { type: 'code', codeId: 3 },
      createFakeRuntime({ api: { get: get(async () => ({ wechat_qrcode: '' })) } }),
    );
    expect(screen.getAllByRole('alert')[1]!.textContent).toBe('暂无二维码');
    expect(errorMessage(apiError(''))).toBe('二维码加载失败，请稍后重试');
  });

  it('a loaded type without its id: 二维码未配置, nothing asked', async () => {
    const runtime = createFakeRuntime({ auth: { token: () => 'tok' } });
    await show({ type: 'code' }, runtime);
    expect(screen.getByRole('alert').textContent).toBe('二维码未配置');
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('dynamic codes load only when logged in: without a token a placeholder offers login', async () => {
    const runtime = createFakeRuntime();
    await show({ type: 'person' }, runtime);
    await show({ type: 'staff', stateCode: 'sqsj' }, runtime);
    expect(runtime.api.get).not.toHaveBeenCalled();
    expect(runtime.api.post).not.toHaveBeenCalled();
    const prompts = screen.getAllByRole('button', { name: '登录后查看专属二维码' });
    expect(prompts).toHaveLength(2);
    fireEvent.click(prompts[0]!);
    expect(runtime.env.login).toHaveBeenCalledTimes(1);
  });

  it('person with a token: get-person-wechat-qrcode (POST, codeId when given)', async () => {
    const load = post(async () => ({ ...QR, wechat_qrcode: '/person.svg' }));
    const runtime = createFakeRuntime({ api: { post: load }, auth: { token: () => 'tok' } });
    await show({ type: 'person', alt: '专属顾问' }, runtime);
    expect(load).toHaveBeenCalledWith(
      '/oabase/api/channel/app/open/get-person-wechat-qrcode',
      {},
      { quiet: true, hideError: true, needToken: true },
    );
    expect(screen.getByAltText('专属顾问').getAttribute('src')).toBe('/person.svg');
    await show({ type: 'person', codeId: 'vip' }, runtime);
    expect(load.mock.calls[1]![1]).toEqual({ code_id: 'vip' });
  });

  it('staff with a token: the enterprise WeChat staff code of stateCode (qw)', async () => {
    const load = get(async () => ({ qr_code: '/qw.svg', qw: '/qw.svg', staff_id: 2 }));
    const runtime = createFakeRuntime({ api: { get: load }, auth: { token: () => 'tok' } });
    await show({ type: 'staff', stateCode: 'sqsj', alt: '企业微信' }, runtime);
    expect(load).toHaveBeenCalledWith(
      '/enterprisewechat/api/wechat/app/staff/qr-code',
      { state_code: 'sqsj', return_default_if_no_qrcode: 1 },
      { quiet: true, hideError: true, needToken: true },
    );
    expect(screen.getByAltText('企业微信').getAttribute('src')).toBe('/qw.svg');
  });

  it('server rendering: the picture of a static code; a loading frame for the others', () => {
    const runtime = createFakeRuntime({ auth: { token: () => 'tok' } });
    const html = (value: Value) =>
      renderToString(
        <RuntimeProvider value={runtime}>
          <Qrcode value={value} children={[]} path="p" />
        </RuntimeProvider>,
      );
    expect(html({ type: 'static', url: '/qr.svg', alt: 'a' })).toContain(
      '<img class="h5-qrcode-img" src="/qr.svg" alt="a" loading="lazy" decoding="async"/>',
    );
    const loading = html({ type: 'code', codeId: 1 });
    expect(loading).toContain(
      '<div class="h5-qrcode"><div class="h5-qrcode-frame h5-qrcode-blank" role="img" aria-busy="true" aria-label="二维码加载中"><svg class="h5-qrcode-glyph"',
    );
    expect(loading).not.toContain('<img');
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('qrPictureOf: wechat_qrcode, else wechat_img, else qw (or qr_code)', () => {
    expect(qrPictureOf(QR)).toBe(QR.wechat_qrcode);
    expect(qrPictureOf({ wechat_img: '/i.svg', qw: '/q.svg' })).toBe('/i.svg');
    expect(qrPictureOf({ wechat_qrcode: ' ', wechat_img: 3, qw: '/q.svg' })).toBe('/q.svg');
    expect(qrPictureOf({ qr_code: '/c.svg' })).toBe('/c.svg');
    expect(qrPictureOf(null)).toBe('');
  });

  it('its default value and demo are valid page content with local images', () => {
    const result = validateDefinitionPage(qrcodeDefinition);
    expect(result.ok && result.warnings).toEqual([]);
    expect(JSON.stringify(qrcodeDefinition.demo)).not.toMatch(/https?:/);
  });
});
