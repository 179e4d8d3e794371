import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { API_PATHS, LEAD_FORM_VERSION_ID } from '@h5-page/schema/constants';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { TEST_REGIONS } from '#test/test-regions.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';
import { leadRequestBody } from '#test/lead-request-body.ts';
import { DEV_CAPTCHA_TICKET_PATH } from '../shared/acquire-captcha.ts';
import LeadForm from './leadForm.tsx';

const PHONE = '13800138000';

const value: BlockValueMap['leadForm'] = {
  title: '预约一对一投顾服务',
  buttonText: '立即预约',
  versionId: LEAD_FORM_VERSION_ID,
  servicePhone: '020-12345678',
  downloadUrl: '/h5-page/h5/course',
  extraFields: [
    { type: 'address', label: '所在地区', required: true },
    { type: 'select', label: '投资经验', required: true, options: '1 年以下\n1-3 年\n3 年以上' },
    { type: 'text', label: '微信号' },
  ],
  doneTitle: '预约成功',
  doneText: '顾问将在一个工作日内与您联系',
  doneButtonText: '先看看课程',
  callbackNote: '顾问会用 020 开头的座机来电，请留意',
};

function gatewayRuntime(onLead: (body: unknown) => unknown = () => ({ lead_id: 9 })) {
  const runtime = createFakeRuntime();
  runtime.api.get = vi.fn(async (path: string) => {
    if (path === API_PATHS.CAPTCHA_APP_ID) return { app_id: 'dev' };
    if (path === API_PATHS.PRIVACY_STATEMENT) return { version: 3, text: '个人信息保护声明' };
    return undefined;
  }) as BlockRuntime['api']['get'];
  runtime.api.post = vi.fn(async (path: string, body?: unknown) => {
    if (path === DEV_CAPTCHA_TICKET_PATH) return { ticket: 'T-1', randstr: 'R-1' };
    if (path === API_PATHS.GIFT_ACTIVITY) return onLead(body);
    return undefined;
  }) as BlockRuntime['api']['post'];
  return runtime;
}

const element = (runtime: BlockRuntime, v: BlockValueMap['leadForm'] = value) => (
  <RuntimeProvider value={runtime}>
    <LeadForm
      value={v}
      children={[]}
      path="page_schema[2]"
      loadRegions={async () => TEST_REGIONS}
    />
  </RuntimeProvider>
);

const form = () => screen.getByRole('form', { name: value.title });
const sendButton = () => within(form()).getByRole('button', { name: '获取验证码' });
const giftCalls = (runtime: BlockRuntime) =>
  vi.mocked(runtime.api.post).mock.calls.filter(([path]) => path === API_PATHS.GIFT_ACTIVITY);
const smsCalls = (runtime: BlockRuntime) =>
  vi.mocked(runtime.api.post).mock.calls.filter(([path]) => path === API_PATHS.ADVERT_SMS_SEND);

function fillNameAndPhone() {
  fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '张三' } });
  fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: PHONE } });
  fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意《个人信息保护声明》' }));
}

/** Opens the address field's picker and chooses 广东省 广州市 天河区. */
async function chooseTianhe() {
  fireEvent.click(within(form()).getByRole('button', { name: '所在地区' }));
  const picker = await screen.findByRole('dialog', { name: '请选择所在地区' });
  fireEvent.click(await within(picker).findByRole('option', { name: '广东省' }));
  fireEvent.click(await within(picker).findByRole('option', { name: '广州市' }));
  fireEvent.click(await within(picker).findByRole('option', { name: '天河区' }));
  await within(form()).findByRole('button', { name: '所在地区：广东省 广州市 天河区' });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/h5-page/h5/demo');
});

afterEach(() => {
  document.documentElement.style.overflow = '';
  document.body.style.overflow = '';
});

describe('leadForm: extra fields', () => {
  it('renders the marketer’s fields under name and phone, on the server too', () => {
    const html = renderToString(element(createFakeRuntime()));
    expect(html).toContain('请选择所在地区');
    expect(html).toContain('<option value="1-3 年">1-3 年</option>');
    expect(html).toContain('placeholder="请填写微信号（选填）"');

    render(element(createFakeRuntime()));
    const select = within(form()).getByRole('combobox', { name: '投资经验' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      '请选择投资经验',
      '1 年以下',
      '1-3 年',
      '3 年以上',
    ]);
    expect(within(form()).getByRole('textbox', { name: '微信号' }).getAttribute('maxlength')).toBe(
      '50',
    );
  });

  it('hydrates the server HTML of its extra fields without a mismatch', async () => {
    const runtime = createFakeRuntime();
    const { errors, spy, unmount } = await hydrateHtml(
      renderToString(element(runtime)),
      element(runtime),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    unmount();
    spy.mockRestore();
  });

  it('names a missing required field and sends no code until it is answered', async () => {
    const runtime = gatewayRuntime();
    render(element(runtime));
    fillNameAndPhone();
    fireEvent.click(sendButton());
    expect(runtime.toast).toHaveBeenCalledWith('请选择所在地区');
    await chooseTianhe();
    fireEvent.click(sendButton());
    expect(runtime.toast).toHaveBeenLastCalledWith('请选择投资经验');
    expect(smsCalls(runtime)).toHaveLength(0);
  });

  it('sends the answers with the lead and shows the marketer’s success popup', async () => {
    const runtime = gatewayRuntime();
    render(element(runtime));
    fillNameAndPhone();
    await chooseTianhe();
    fireEvent.change(within(form()).getByRole('combobox', { name: '投资经验' }), {
      target: { value: '1-3 年' },
    });
    fireEvent.change(within(form()).getByRole('textbox', { name: '微信号' }), {
      target: { value: ' zhangsan88 ' },
    });
    fireEvent.click(sendButton());
    const code = await screen.findByRole('dialog', { name: '短信验证' });
    fireEvent.change(within(code).getByRole('textbox', { name: '验证码' }), {
      target: { value: '123456' },
    });
    // The popup's button finishes what the form's started: in the form's words, not 激活.
    expect(within(code).queryByRole('button', { name: '激活' })).toBeNull();
    fireEvent.click(within(code).getByRole('button', { name: '立即预约' }));

    const done = await screen.findByRole('dialog', { name: '预约成功' });
    expect(giftCalls(runtime)[0]![1]).toEqual(
      leadRequestBody(PHONE, {
        extra: { 所在地区: '广东省 广州市 天河区', 投资经验: '1-3 年', 微信号: 'zhangsan88' },
      }),
    );
    expect(within(done).getByText('顾问将在一个工作日内与您联系')).toBeTruthy();
    expect(within(done).getByText('顾问会用 020 开头的座机来电，请留意')).toBeTruthy();
    expect(within(done).queryByText('下载牛8 App，登录即可查看您的投顾策略体验权益')).toBeNull();
    expect(done.querySelector('.h5-lead-form-service')?.textContent).toBe('客服热线：020-12345678');

    fireEvent.click(within(done).getByRole('button', { name: '先看看课程' }));
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 7, atext: '/h5-page/h5/course' },
      { path: 'page_schema[2]', block: 'leadForm' },
    );
    expect(runtime.env.openUrl).not.toHaveBeenCalled();
  });

  it('a form without the new keys sends no extra and keeps the spec’s texts, but no example callback note', async () => {
    const runtime = gatewayRuntime();
    const plain: BlockValueMap['leadForm'] = {
      title: value.title,
      versionId: LEAD_FORM_VERSION_ID,
      downloadUrl: '/h5-page/h5/demo',
    };
    render(element(runtime, plain));
    expect(within(form()).queryByRole('combobox')).toBeNull();
    fillNameAndPhone();
    fireEvent.click(within(form()).getByRole('button', { name: '获取验证码' }));
    const code = await screen.findByRole('dialog', { name: '短信验证' });
    fireEvent.change(within(code).getByRole('textbox', { name: '验证码' }), {
      target: { value: '1234' },
    });
    fireEvent.click(within(code).getByRole('button', { name: '立即激活' }));
    const done = await screen.findByRole('dialog', { name: '激活成功' });
    expect(giftCalls(runtime)[0]![1]).not.toHaveProperty('extra');
    expect(within(done).getByText('下载牛8 App，登录即可查看您的投顾策略体验权益')).toBeTruthy();
    expect(within(done).getByRole('button', { name: '下载 App' })).toBeTruthy();
    // Which numbers call back is the company's to say: without its note, none is stated.
    expect(done.querySelector('.h5-lead-form-note')).toBeNull();
    expect(done.textContent).not.toContain('020 开头');
    fireEvent.click(within(done).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
