import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { brokerageValueSchema } from '@h5-page/schema/block-values/brokerage';
import { API_PATHS } from '@h5-page/schema/constants';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { answering } from '#test/answering.ts';
import BrokerageBlock from './brokerage.tsx';

const OPTIONS = [
  {
    open_brokerage_type: 'caida',
    name: '财达证券',
    logo: '',
    registration_url: '/h5-page/sxkh?broker=caida',
    qy_wechat_service_url: '/qw.svg',
  },
  {
    open_brokerage_type: 'huaxin',
    name: '华鑫证券',
    logo: '',
    registration_url: '/h5-page/brokerRegister?broker=huaxin',
    qy_wechat_service_url: '/qw-huaxin.svg',
  },
];

const CONSENT = `${PRIVACY_TEXT.CONSENT_PREFIX}${PRIVACY_TEXT.CONSENT_NAME}`;

/** The gateway's reads: the brokerages, the visitor (their masked phone) and the statement. */
const gatewayGet = () =>
  answering(async () => undefined).mockImplementation(async (path: string) =>
    path === API_PATHS.JWT_USER
      ? { softuser_id: 8, handset: '138****8000' }
      : path === API_PATHS.PRIVACY_STATEMENT
        ? { version: 6, text: '个人信息保护声明' }
        : { options: OPTIONS },
  );

function show(value: Record<string, unknown>, runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <BrokerageBlock
        value={brokerageValueSchema.parse(value)}
        children={[]}
        path="page_schema[0]"
      />
    </RuntimeProvider>,
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('brokerage block', () => {
  it('options: opens the chosen registration URL, never one back to this page', async () => {
    window.history.replaceState(null, '', '/h5-page/brokerRegister');
    const runtime = createFakeRuntime({
      api: { get: answering(async () => ({ options: OPTIONS })) },
    });
    const { getByRole } = show({ view: 'options' }, runtime);
    await act(async () => {});
    fireEvent.click(getByRole('button', { name: '去开户：财达证券' }));
    expect(runtime.env.openUrl).toHaveBeenLastCalledWith('/h5-page/sxkh?broker=caida');
    fireEvent.click(getByRole('button', { name: '去开户：华鑫证券' }));
    expect(runtime.env.openUrl).toHaveBeenLastCalledWith('/qw-huaxin.svg');
  });

  it('openAccount: the brokerage of the URL, the visitor’s own phone, consent, then the stored request', async () => {
    window.history.replaceState(null, '', '/h5-page/sxkh?broker=huaxin');
    const post = answering(async () => ({ id: 1 }));
    const runtime = createFakeRuntime({
      api: { get: gatewayGet(), post },
      auth: { token: () => 't' },
    });
    const { getByLabelText, queryByLabelText, getByRole, container } = show(
      { view: 'openAccount' },
      runtime,
    );
    await act(async () => {});
    expect(container.textContent).toContain('开户券商：华鑫证券');
    // The phone is the login's, masked, with nothing to type another number into.
    expect(container.querySelector('.h5-own-phone')?.textContent).toContain('138****8000');
    expect(queryByLabelText('手机号')).toBeNull();
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '提交开户预约' }));
    });
    expect(runtime.toast).toHaveBeenCalledWith('请输入您的姓名');
    fireEvent.change(getByLabelText('姓名'), { target: { value: '王五' } });
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '提交开户预约' }));
    });
    expect(runtime.toast).toHaveBeenLastCalledWith(PRIVACY_TEXT.CONSENT_REQUIRED);
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(getByRole('checkbox', { name: CONSENT }));
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '提交开户预约' }));
    });
    expect(post).toHaveBeenCalledWith(
      '/oabase/api/channel/app/open/add_open_account',
      { open_brokerage_type: 'huaxin', real_name: '王五', consent_version: 6 },
      { needToken: true },
    );
    expect(container.textContent).toContain('开户预约已提交');
  });

  it('fundAccount: refuses a fund account that is not 6–20 digits, and sends consent', async () => {
    const post = answering(async () => ({ id: 2 }));
    const runtime = createFakeRuntime({
      api: { get: gatewayGet(), post },
      auth: { token: () => 't' },
    });
    const { getByLabelText, getByRole } = show(
      { view: 'fundAccount', openBrokerageType: 'caida' },
      runtime,
    );
    await act(async () => {});
    fireEvent.change(getByLabelText('资金账号'), { target: { value: '12ab' } });
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '登记资金账号' }));
    });
    expect(runtime.toast).toHaveBeenCalledWith('请输入 6–20 位数字的资金账号');
    fireEvent.change(getByLabelText('资金账号'), { target: { value: '12345678' } });
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '登记资金账号' }));
    });
    expect(runtime.toast).toHaveBeenLastCalledWith(PRIVACY_TEXT.CONSENT_REQUIRED);
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(getByRole('checkbox', { name: CONSENT }));
    await act(async () => {
      fireEvent.click(getByRole('button', { name: '登记资金账号' }));
    });
    expect(post).toHaveBeenCalledWith(
      '/oabase/api/channel/app/fund/add_fund_account',
      { open_brokerage_type: 'caida', fund_account: '12345678', consent_version: 6 },
      { needToken: true },
    );
  });
  it('openAccount: what was typed before login is there on return, and gone after submitting', async () => {
    let token: string | null = null;
    const post = answering(async () => ({ id: 3 }));
    const runtime = createFakeRuntime({
      api: { get: gatewayGet(), post },
      auth: { token: () => token },
    });
    const first = show({ view: 'openAccount', openBrokerageType: 'caida' }, runtime);
    await act(async () => {});
    fireEvent.change(first.getByLabelText('姓名'), { target: { value: '王五' } });
    fireEvent.change(first.getByLabelText('意向营业部'), { target: { value: '广州天河' } });
    fireEvent.click(first.getByRole('button', { name: '提交开户预约' }));
    expect(runtime.env.login).toHaveBeenCalledTimes(1);
    first.unmount();

    token = 't';
    const back = show({ view: 'openAccount', openBrokerageType: 'caida' }, runtime);
    await act(async () => {});
    expect((back.getByLabelText('姓名') as HTMLInputElement).value).toBe('王五');
    expect((back.getByLabelText('意向营业部') as HTMLInputElement).value).toBe('广州天河');
    fireEvent.click(back.getByRole('checkbox', { name: CONSENT }));
    await act(async () => {
      fireEvent.click(back.getByRole('button', { name: '提交开户预约' }));
    });
    expect(post).toHaveBeenCalledWith(
      '/oabase/api/channel/app/open/add_open_account',
      {
        open_brokerage_type: 'caida',
        real_name: '王五',
        branch: '广州天河',
        consent_version: 6,
      },
      { needToken: true },
    );
    back.unmount();
    const later = show({ view: 'openAccount', openBrokerageType: 'caida' }, runtime);
    await act(async () => {});
    expect((later.getByLabelText('姓名') as HTMLInputElement).value).toBe('');
  });
});
