import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPopupStore } from '@h5-page/blocks/popup-store';
import { API_PATHS } from '@h5-page/schema/constants';
import type { EnvAdapter } from '../../env/env-adapter.ts';
import { ApiError, TokenMissingError } from '../../api/errors.ts';
import { createActionDispatcher } from './dispatcher.ts';
import { isCampaignApiPath } from './campaign-api.ts';
import { productIdOf } from './pay.ts';
import { fakeEnv } from '#test/fake-env.ts';
import { fakeGateway } from '#test/fake-gateway.ts';
import type { FakeCall } from '#test/fake-gateway.ts';

// The server-backed actions (2, 4, 5, 6, 8, 9, 10, 11, 13) through the real dispatcher, with a
// fake gateway: the exact calls (path, query, body, options) and what the visitor is told.

afterEach(() => {
  vi.useRealTimers();
});

interface Options {
  token?: string | null;
  env?: Partial<EnvAdapter>;
  answer?: (call: FakeCall) => unknown;
}

function setup({ token = 'tok', env: envOverrides = {}, answer }: Options = {}) {
  const env = fakeEnv(envOverrides);
  const toast = vi.fn();
  const showQr = vi.fn();
  const log = { warn: vi.fn(), error: vi.fn() };
  const api = fakeGateway(answer);
  // The visitor confirms every suitability dialog (pay-suitability.test.ts shows the real one).
  const askSuitability = vi.fn(async () => 'primary' as const);
  const actions = createActionDispatcher({
    env,
    popups: createPopupStore(),
    toast,
    api,
    token: () => token,
    log,
    showQr,
    askSuitability,
    pageHref: () => 'https://h5.example.com/h5-page/dbzs',
  });
  return { env, toast, showQr, log, api, actions, askSuitability };
}

let place = 0;
/** A fresh place in the page per press (the pay throttle is per button). */
const at = () => ({ path: `page_schema[${place++}]`, block: 'button' });

/** What the API client does on a non-200 answer: it has toasted, and rejects. */
const failed = (msg: string) => {
  throw new ApiError('status', msg, { status: 404 });
};

describe('2 code', () => {
  it('loads the code (with the token) and shows its wechat_qrcode in the QR popup', async () => {
    const { actions, api, showQr, toast } = setup({
      answer: () => ({
        title: '添加老师微信',
        wechat_qrcode: '/qr/1.svg',
        wechat_img: '/img/1.svg',
        qw: '',
      }),
    });
    await actions.run({ type: 2, codeId: 1 }, at());
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/oabase/api/channel/app/qrcode/detail',
        query: { code_id: '1' },
        options: { needToken: true },
      },
    ]);
    expect(showQr).toHaveBeenCalledWith({ title: '添加老师微信', url: '/qr/1.svg' });
    expect(toast).not.toHaveBeenCalled();
  });

  it('without a token asks without it; falls back to wechat_img, then qw, and a default title', async () => {
    const answers = [
      { wechat_qrcode: '', wechat_img: '/img.svg', qw: '/qw.svg' },
      { wechat_qrcode: 'javascript:alert(1)', wechat_img: '', qw: '/qw.svg' },
    ];
    const { actions, api, showQr } = setup({ token: null, answer: () => answers.shift() });
    await actions.run({ type: 2, codeId: 'a' }, at());
    await actions.run({ type: 2, codeId: 'b' }, at());
    expect(api.calls.map((c) => c.options)).toEqual([{ needToken: false }, { needToken: false }]);
    expect(showQr.mock.calls).toEqual([
      [{ title: '扫码添加', url: '/img.svg' }],
      [{ title: '扫码添加', url: '/qw.svg' }],
    ]);
  });

  it('no picture says 暂无二维码; a failed call (toasted by the client) shows nothing more', async () => {
    const { actions, toast, showQr } = setup({ answer: () => ({ wechat_qrcode: '' }) });
    await actions.run({ type: 2, codeId: 1 }, at());
    expect(toast).toHaveBeenCalledWith('暂无二维码');
    const second = setup({ answer: () => failed('二维码不存在') });
    await second.actions.run({ type: 2, codeId: 404 }, at());
    expect(second.toast).not.toHaveBeenCalled();
    expect(second.log.error).not.toHaveBeenCalled();
    expect(showQr).not.toHaveBeenCalled();
  });

  it('without a codeId: nothing is called, 该功能暂未开放', async () => {
    const { actions, api, toast } = setup();
    await actions.run({ type: 2 }, at());
    expect(api.calls).toEqual([]);
    expect(toast).toHaveBeenCalledWith('该功能暂未开放');
  });
});

/** The suitability check's answer for a product within the visitor's tier. */
const MATCH = {
  match_id: 5,
  shop_product_id: 1191,
  product_name: '短线宝',
  risk_level: 'R3',
  tier: 'C4',
  assessed_at: 1,
  outcome: 'match',
  text: '二者相匹配',
};

describe('4 pay', () => {
  const payAnswers =
    (
      paid = false,
      order: Record<string, unknown> = {
        pid: 'P2026112200000000000A',
        cashier_url: '/dev/cashier?pid=P2026112200000000000A',
      },
    ) =>
    (call: FakeCall) =>
      call.path === API_PATHS.SUITABILITY_CHECK
        ? MATCH
        : call.path === API_PATHS.SUITABILITY_CONFIRM
          ? { match_id: 5, confirmed_at: 1 }
          : call.method === 'GET'
            ? { is_payfor: paid, paid_pid: paid ? 'P1' : null }
            : order;
  const creates = (calls: FakeCall[]) =>
    calls.filter((c) => c.path.startsWith(API_PATHS.CREATE_ORDER));

  it('mark dbzs is product 1191: checks the purchase and suitability, creates the order (query params), goes to the cashier in a browser', async () => {
    const { actions, api, env, toast, askSuitability } = setup({ answer: payAnswers() });
    await actions.run({ type: 4, mark: 'dbzs' }, at());
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/oabase/api/product/v1/find-user-payfor-product',
        query: { shop_product_id: 1191 },
        options: { needToken: true },
      },
      {
        method: 'GET',
        path: API_PATHS.SUITABILITY_CHECK,
        query: { shop_product_id: 1191, page: '/h5-page/dbzs' },
        options: { needToken: true, hideError: true },
      },
      {
        method: 'POST',
        path: API_PATHS.SUITABILITY_CONFIRM,
        body: { match_id: 5 },
        options: { needToken: true, hideError: true },
      },
      {
        method: 'POST',
        path: '/oabase/api/shop/v1/order/create?shop_product_id=1191',
        body: {},
        options: { needToken: true, quiet: true },
      },
    ]);
    expect(askSuitability).toHaveBeenCalledWith(
      expect.objectContaining({ title: '适当性匹配确认', text: '二者相匹配', primary: '确认购买' }),
    );
    expect(env.openUrl).toHaveBeenCalledWith('/dev/cashier?pid=P2026112200000000000A');
    expect(env.openAppPage).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('the coupon the visitor chose at the pay button goes with the order', async () => {
    const { actions, api } = setup({ answer: payAnswers() });
    await actions.run({ type: 4, mark: 'dbzs', couponId: 7 }, at());
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/oabase/api/shop/v1/order/create?shop_product_id=1191&coupon_id=7',
    });
    // Anything but a coupon id is left out.
    await actions.run({ type: 4, mark: 'dbzs', couponId: '7&shop_product_id=1' }, at());
    expect(api.calls.at(-1)).toMatchObject({
      path: '/oabase/api/shop/v1/order/create?shop_product_id=1191',
    });
  });

  it('in the app: the order payment app page with the pid', async () => {
    const { actions, env } = setup({ answer: payAnswers(), env: { isApp: true } });
    await actions.run({ type: 4, productId: 1192 }, at());
    expect(env.openAppPage).toHaveBeenCalledWith('orderPayment', { pid: 'P2026112200000000000A' });
    expect(env.openUrl).not.toHaveBeenCalled();
  });

  it('a browser without a cashier URL also opens the order payment page', async () => {
    const { actions, env } = setup({ answer: payAnswers(false, { pid: 'P9' }) });
    await actions.run({ type: 4, mark: 'DBZS' }, at());
    expect(env.openAppPage).toHaveBeenCalledWith('orderPayment', { pid: 'P9' });
  });

  it('presses are throttled to one per 1000 ms per button', async () => {
    vi.useFakeTimers({ now: 1_800_000_000_000 });
    const { actions, api } = setup({ answer: payAnswers() });
    const button = at();
    const created = () => creates(api.calls).length;
    await actions.run({ type: 4, mark: 'dbzs' }, button);
    vi.advanceTimersByTime(500);
    await actions.run({ type: 4, mark: 'dbzs' }, button);
    vi.advanceTimersByTime(499);
    await actions.run({ type: 4, mark: 'dbzs' }, button);
    expect(created()).toBe(1);
    // Another pay button is not held back by this one.
    await actions.run({ type: 4, mark: 'dbzs' }, at());
    expect(created()).toBe(2);
    vi.advanceTimersByTime(1);
    await actions.run({ type: 4, mark: 'dbzs' }, button);
    expect(created()).toBe(3);
  });

  it('already bought: says so and creates no order', async () => {
    const { actions, api, toast, env } = setup({ answer: payAnswers(true) });
    await actions.run({ type: 4, mark: 'dbzs' }, at());
    expect(toast).toHaveBeenCalledWith('您已购买该商品，无需重复购买');
    expect(api.calls).toHaveLength(1);
    expect(env.openUrl).not.toHaveBeenCalled();
  });

  it('no token: login, no call', async () => {
    const { actions, api, env } = setup({ token: null });
    await actions.run({ type: 4, mark: 'dbzs' }, at());
    expect(env.login).toHaveBeenCalledTimes(1);
    expect(api.calls).toEqual([]);
  });

  it('an order answer without pid says 下单失败，请稍后重试; no product says 该功能暂未开放', async () => {
    const { actions, toast, env } = setup({ answer: payAnswers(false, {}) });
    await actions.run({ type: 4, mark: 'dbzs' }, at());
    await actions.run({ type: 4, mark: 'other' }, at());
    expect(toast.mock.calls).toEqual([['下单失败，请稍后重试'], ['该功能暂未开放']]);
    expect(env.openUrl).not.toHaveBeenCalled();
    expect(productIdOf({ productId: '77' })).toBe(77);
    expect(productIdOf({ shop_product_id: 5, mark: 'dbzs' })).toBe(5);
    expect(productIdOf({ productId: -1, mark: ' dbzs ' })).toBe(1191);
    expect(productIdOf({})).toBeNull();
  });
});

describe('5 service chat', () => {
  it('asks for the service chat group and opens the community customer service page with it', async () => {
    const { actions, api, env } = setup({
      answer: () => ({ group_id: 3901, name: '牛8 在线客服' }),
    });
    await actions.run({ type: 5, activeType: 'sqsjGroup' }, at());
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/imchat/api/v1/group/service-chat',
        query: { activity: 'sqsjGroup' },
        options: { needToken: true },
      },
    ]);
    expect(env.openAppPage).toHaveBeenCalledWith('communityService', { group_id: '3901' });
  });

  it('no group_id in the answer: 无法获取会话ID', async () => {
    for (const answer of [undefined, {}, { group_id: 0 }]) {
      const { actions, toast, env } = setup({ answer: () => answer });
      await actions.run({ type: 5 }, at());
      expect(toast).toHaveBeenCalledWith('无法获取会话ID');
      expect(env.openAppPage).not.toHaveBeenCalled();
    }
  });

  it('no token: login (the call needs one)', async () => {
    const { actions, api, env } = setup({ token: null });
    await actions.run({ type: 5 }, at());
    expect(env.login).toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });
});

describe('6 niuniu service', () => {
  const staff = {
    serve_staff_id: 1,
    trace_staff_id: 3,
    contact_qr_code: '/seed-assets/campaign/qr-contact-niuniu.svg',
  };

  it('looks up the staff by state and shows the contact QR code', async () => {
    const { actions, api, showQr, toast } = setup({ token: null, answer: () => staff });
    await actions.run({ type: 6, niuniuCodeId: 'niuniu-demo' }, at());
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/oabase/api/channel/app/open/get-niuniu-service',
        query: { state: 'niuniu-demo' },
        options: undefined,
      },
    ]);
    expect(showQr).toHaveBeenCalledWith({
      title: '添加您的专属服务人员',
      url: '/seed-assets/campaign/qr-contact-niuniu.svg',
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['both staff ids 0', { serve_staff_id: 0, trace_staff_id: 0, contact_qr_code: '/qr.svg' }],
    ['no staff bound (no answer)', undefined],
    ['no contact code', { serve_staff_id: 2, trace_staff_id: 0, contact_qr_code: '' }],
  ])('%s: 未绑定服务人员，无法获取', async (_name, answer) => {
    const { actions, toast, showQr } = setup({ answer: () => answer });
    await actions.run({ type: 6, niuniuCodeId: 'unbound' }, at());
    expect(toast).toHaveBeenCalledWith('未绑定服务人员，无法获取');
    expect(showQr).not.toHaveBeenCalled();
  });

  it('no niuniuCodeId: 未绑定服务人员，无法获取 without a call', async () => {
    const { actions, api, toast } = setup();
    await actions.run({ type: 6 }, at());
    expect(api.calls).toEqual([]);
    expect(toast).toHaveBeenCalledWith('未绑定服务人员，无法获取');
  });
});

describe('8 api', () => {
  it('POSTs the configured api (raw, with the token) and shows its msg', async () => {
    const { actions, api, toast } = setup({
      answer: () => ({ code: 1, msg: '预约成功，开播前将短信提醒您', response: {} }),
    });
    await actions.run({ type: 8, api: '/oabase/api/campaign/v1/live-reminder' }, at());
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/oabase/api/campaign/v1/live-reminder',
        body: {},
        options: { raw: true, needToken: true },
      },
    ]);
    expect(toast).toHaveBeenCalledWith('预约成功，开播前将短信提醒您');
  });

  it('shows the msg whatever the code; without a token calls without it', async () => {
    const { actions, api, toast } = setup({
      token: null,
      answer: () => ({ code: 3, msg: '活动已结束', response: null }),
    });
    await actions.run({ type: 8, api: '/oabase/api/campaign/v1/like' }, at());
    expect(api.calls[0]!.options).toEqual({ raw: true, needToken: false });
    expect(toast).toHaveBeenCalledWith('活动已结束');
  });

  it('never calls a path outside the campaign APIs (another host, .., other gateway calls)', async () => {
    for (const path of [
      'https://evil.test/oabase/api/campaign/v1/x',
      '//evil.test/x',
      '/oabase/api/campaign/v1/../../passport/smart/login',
      '/oabase/api/passport/smart/login',
      '',
    ]) {
      expect(isCampaignApiPath(path), path).toBe(false);
    }
    expect(isCampaignApiPath('/oabase/api/campaign/v1/coupon/receive')).toBe(true);
    const { actions, api, toast } = setup();
    await actions.run({ type: 8, api: '//evil.test/x' }, at());
    expect(api.calls).toEqual([]);
    expect(toast).toHaveBeenCalledWith('该功能暂未开放');
  });
});

describe('9 brokerage account', () => {
  it('asks the caida configuration and opens its registration_url', async () => {
    const { actions, api, env } = setup({
      answer: () => ({
        registration_url: '/h5-page/sxkh?broker=caida',
        qy_wechat_service_url: '/qw.svg',
      }),
    });
    await actions.run({ type: 9 }, at());
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/oabase/api/channel/app/open/get-brokerage-account-open-user-conf',
        query: { open_brokerage_type: 'caida' },
        options: undefined,
      },
    ]);
    expect(env.openUrl).toHaveBeenCalledWith('/h5-page/sxkh?broker=caida');
  });

  it('without a registration_url: the enterprise WeChat service (a QR picture in the popup, a link opened)', async () => {
    const picture = setup({
      answer: () => ({
        registration_url: '',
        qy_wechat_service_url: '/seed-assets/campaign/qr-qw-2.svg',
      }),
    });
    await picture.actions.run({ type: 9 }, at());
    expect(picture.showQr).toHaveBeenCalledWith({
      title: '添加开户客服企业微信',
      url: '/seed-assets/campaign/qr-qw-2.svg',
    });
    const link = setup({
      answer: () => ({ qy_wechat_service_url: 'https://work.weixin.qq.com/kfid/kf1' }),
    });
    await link.actions.run({ type: 9 }, at());
    expect(link.env.openUrl).toHaveBeenCalledWith('https://work.weixin.qq.com/kfid/kf1');
    const none = setup({ answer: () => ({ registration_url: 'javascript:alert(1)' }) });
    await none.actions.run({ type: 9 }, at());
    expect(none.env.openUrl).not.toHaveBeenCalled();
    expect(none.toast).toHaveBeenCalledWith('该功能暂未开放');
  });

  it('never opens a registration_url that is this very page: the service instead', async () => {
    const before = window.location.pathname;
    window.history.replaceState(null, '', '/h5-page/brokerRegister');
    try {
      const same = setup({
        answer: () => ({
          registration_url: '/h5-page/brokerRegister?broker=caida',
          qy_wechat_service_url: '/seed-assets/campaign/qr-qw-2.svg',
        }),
      });
      await same.actions.run({ type: 9 }, at());
      expect(same.env.openUrl).not.toHaveBeenCalled();
      expect(same.showQr).toHaveBeenCalledWith({
        title: '添加开户客服企业微信',
        url: '/seed-assets/campaign/qr-qw-2.svg',
      });
    } finally {
      window.history.replaceState(null, '', before);
    }
  });
});

describe('10 enterprise WeChat', () => {
  it('loads the staff QR code of the state code (with the default) and shows qw', async () => {
    const { actions, api, showQr } = setup({
      answer: () => ({ qr_code: '/qw-staff.svg', qw: '/qw-staff.svg', staff_id: 2 }),
    });
    await actions.run({ type: 10, stateCodeId: 'sqsj' }, at());
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/enterprisewechat/api/wechat/app/staff/qr-code',
        query: { state_code: 'sqsj', return_default_if_no_qrcode: 1 },
        options: undefined,
      },
    ]);
    expect(showQr).toHaveBeenCalledWith({ title: '添加企业微信', url: '/qw-staff.svg' });
  });

  it('takes codeId when there is no stateCodeId; none: no call', async () => {
    const { actions, api, toast } = setup({ answer: () => ({ qw: '' }) });
    await actions.run({ type: 10, codeId: 'niuniu-demo' }, at());
    expect(api.calls[0]!.query).toEqual({
      state_code: 'niuniu-demo',
      return_default_if_no_qrcode: 1,
    });
    expect(toast).toHaveBeenCalledWith('暂无二维码');
    await actions.run({ type: 10 }, at());
    expect(api.calls).toHaveLength(1);
    expect(toast).toHaveBeenLastCalledWith('该功能暂未开放');
  });
});

describe('11 state code', () => {
  it('code 1 with a url: follows it (raw call), nothing toasted', async () => {
    const { actions, api, env, toast } = setup({
      answer: () => ({ code: 1, msg: 'success', response: { url: '/h5-page/course' } }),
    });
    await actions.run({ type: 11, stateCodeId: 'live-course' }, at());
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/oabase/api/jump/v1/state-code',
        query: { state_code: 'live-course' },
        options: { raw: true },
      },
    ]);
    expect(env.openUrl).toHaveBeenCalledWith('/h5-page/course');
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ['code 1 without a url', { code: 1, msg: '活动尚未开始，敬请期待', response: { url: '' } }],
    ['another code with a url', { code: 2, msg: '链接已过期', response: { url: '/h5-page/x' } }],
  ])('%s: the msg in a toast, no jump', async (_name, envelope) => {
    const { actions, env, toast } = setup({ answer: () => envelope });
    await actions.run({ type: 11, stateCodeId: 'not-started' }, at());
    expect(toast).toHaveBeenCalledWith(envelope.msg);
    expect(env.openUrl).not.toHaveBeenCalled();
  });

  it('a url that could run script is not followed', async () => {
    const { actions, env, toast } = setup({
      answer: () => ({ code: 1, msg: 'success', response: { url: 'javascript:alert(1)' } }),
    });
    await actions.run({ type: 11, stateCodeId: 'x' }, at());
    expect(env.openUrl).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith('链接地址无效');
  });
});

describe('13 join group', () => {
  const joinAnswers =
    (
      check: unknown,
      join: unknown = { code: 1, msg: '您已成功加入私享群，请前往【社群】享受服务' },
    ) =>
    (call: FakeCall) =>
      call.method === 'GET' ? check : join;

  it('eligible: checks, joins (raw), says 您已成功加入私享群，请前往【社群】享受服务', async () => {
    const { actions, api, toast } = setup({
      answer: joinAnswers({ can_join: true, groups: [3001] }),
    });
    await actions.run({ type: 13, groupId: '3201', activeType: 'sqsjGroup' }, at());
    expect(api.calls).toEqual([
      {
        method: 'GET',
        path: '/imchat/api/v1/group/check-can-join',
        query: { activity: 'sqsjGroup', group_id: '3201' },
        options: { needToken: true },
      },
      {
        method: 'POST',
        path: '/imchat/api/v1/group/join-open-group',
        body: { group_id: 3201 },
        options: { raw: true, needToken: true },
      },
    ]);
    expect(toast.mock.calls).toEqual([['您已成功加入私享群，请前往【社群】享受服务']]);
  });

  it('in a browser: shows the group QR code of the answer to long-press and join', async () => {
    const joined = {
      code: 1,
      msg: '您已成功加入私享群，请前往【社群】享受服务',
      response: { group_id: 3201, name: '短线实战一群', qr: '/seed-assets/group-3201.svg' },
    };
    const { actions, showQr, toast } = setup({
      answer: joinAnswers({ can_join: true, groups: [] }, joined),
    });
    await actions.run({ type: 13, groupId: 3201 }, at());
    expect(toast.mock.calls).toEqual([['您已成功加入私享群，请前往【社群】享受服务']]);
    expect(showQr).toHaveBeenCalledWith({
      title: '短线实战一群',
      url: '/seed-assets/group-3201.svg',
      hint: '长按识别二维码加入',
    });

    // In the app the group is in its 社群 tab; an unsafe picture is never shown.
    const inApp = setup({
      env: { isApp: true },
      answer: joinAnswers({ can_join: true, groups: [] }, joined),
    });
    await inApp.actions.run({ type: 13, groupId: 3201 }, at());
    expect(inApp.showQr).not.toHaveBeenCalled();
    const unsafe = setup({
      answer: joinAnswers(
        { can_join: true, groups: [] },
        { ...joined, response: { qr: 'javascript:alert(1)' } },
      ),
    });
    await unsafe.actions.run({ type: 13, groupId: 3201 }, at());
    expect(unsafe.showQr).not.toHaveBeenCalled();
  });

  it('join answered with another code: the server msg', async () => {
    const { actions, toast } = setup({
      answer: joinAnswers(
        { can_join: true, groups: [] },
        { code: 5, msg: '该群已满员，请稍后再试' },
      ),
    });
    await actions.run({ type: 13, groupId: 3201 }, at());
    expect(toast.mock.calls).toEqual([['该群已满员，请稍后再试']]);
  });

  it('not eligible: 您暂不符合加群资格, no join', async () => {
    const { actions, api, toast } = setup({ answer: joinAnswers({ can_join: false, groups: [] }) });
    await actions.run({ type: 13, groupId: 3203 }, at());
    expect(toast).toHaveBeenCalledWith('您暂不符合加群资格');
    expect(api.calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('already a member: the community customer service page, no join', async () => {
    const { actions, api, env, toast } = setup({
      answer: joinAnswers({ can_join: true, groups: [3001, 3201] }),
    });
    await actions.run({ type: 13, groupId: '3201' }, at());
    expect(env.openAppPage).toHaveBeenCalledWith('communityService');
    expect(api.calls).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('no token: login, no call; no groupId: 该功能暂未开放', async () => {
    const { actions, api, env, toast } = setup({ token: null });
    await actions.run({ type: 13, groupId: 3201 }, at());
    expect(env.login).toHaveBeenCalledTimes(1);
    await actions.run({ type: 13 }, at());
    expect(toast).toHaveBeenCalledWith('该功能暂未开放');
    expect(api.calls).toEqual([]);
  });

  it('a failed join (the client showed its msg) shows nothing more and is not logged as an error', async () => {
    const { actions, toast, log } = setup({
      answer: (call) => {
        if (call.method === 'GET') return { can_join: true, groups: [] };
        throw new TokenMissingError(call.path);
      },
    });
    await actions.run({ type: 13, groupId: 3201 }, at());
    expect(toast).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});
