import { describe, expect, it } from 'vitest';
import type { BlockName } from '../block-names.ts';
import { BLOCK_NAMES } from '../block-names.ts';
import { blockValueSchemas } from '../block-value-schemas.ts';
import { BUTTON_ACTION_TYPES } from '../constants.ts';
import { formatPath } from '../format-path.ts';
import { issueMessage } from '../issue-message.ts';

function check(name: BlockName, value: unknown): { data?: unknown; problems: string[] } {
  const result = blockValueSchemas[name].safeParse(value, { error: issueMessage });
  if (result.success) return { data: result.data, problems: [] };
  return {
    problems: result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`),
  };
}

/** The smallest valid value of each block, and what it parses to (defaults filled). */
const MINIMAL: Record<BlockName, [unknown, unknown]> = {
  button: [{}, { type: 'text' }],
  countdown: [{ endTime: 1767225600000 }, { type: 1, endTime: 1767225600000 }],
  popup: [{ id: 'p1' }, { id: 'p1', position: 'center' }],
  retainPopup: [{}, {}],
  progress: [{}, {}],
  count: [{ num: 0 }, { num: 0, numbers: 4 }],
  video: [{ video: '/v.mp4' }, { video: '/v.mp4' }],
  swiper: [{}, { type: 'normal', list: [] }],
  marquee: [{ content: '' }, { content: '', speed: 'middle' }],
  notice: [{ id: 3 }, { id: 3 }],
  image: [{ url: '/a.png' }, { url: '/a.png' }],
  icon: [{}, {}],
  logo: [{}, {}],
  code: [{ html: '' }, { html: '' }],
  number: [{ id: 'n1' }, { id: 'n1' }],
  qrcode: [{}, { type: 'static' }],
  payButton: [{}, {}],
  scrollView: [{}, {}],
  suspension: [{}, { position: 'bottom' }],
  empty: [{ height: 0 }, { height: 0 }],
  copyright: [{}, { show: false, show3: false, show4: false, show5: false, fxts: false }],
  address: [{}, {}],
  leadForm: [{}, { versionId: 276 }],
  tourMap: [{}, { tour: 'xunjiang' }],
  tourSpeeches: [{ tour: 'jz2025xunjiang' }, { tour: 'jz2025xunjiang' }],
  tourComments: [{}, { tour: 'xunjiang' }],
  tourPosters: [{}, { tour: 'xunjiang' }],
  inviteHome: [{}, { registerUrl: '/h5-page/InviteFriends/register' }],
  inviteRecords: [{}, {}],
  inviteRegister: [{}, { successUrl: '/h5-page/InviteFriends/success' }],
  couponCard: [{}, { batch: 'coupon202409' }],
  renewalPanel: [{}, { salePage: 'duanxianwangxufei818', showTicker: true }],
  openDay: [{}, {}],
  inviteSuccess: [
    {},
    { registerUrl: '/h5-page/InviteFriends/register', homeUrl: '/h5-page/InviteFriends' },
  ],
  simTrading: [{}, { view: 'account', period: 'week', limit: 10 }],
  brokerage: [{}, { view: 'options' }],
  cpmj: [{}, { view: 'list', topic: 'cpmj', limit: 10 }],
  course: [{}, { view: 'calendar', days: 7, limit: 10 }],
  divider: [{}, {}],
  text: [{ html: '' }, { html: '' }],
  productCard: [
    {},
    {
      topic: '',
      codes: '',
      buttonText: '了解详情',
      showRisk: true,
      onlyRuleUsers: false,
      rules: '',
    },
  ],
};

describe('every block value schema', () => {
  it.each(BLOCK_NAMES.map((name) => [name]))('%s: parses its minimal value', (name) => {
    const [input, output] = MINIMAL[name];
    expect(check(name, input)).toEqual({ data: output, problems: [] });
  });

  it.each(BLOCK_NAMES.map((name) => [name]))('%s: keeps unknown keys', (name) => {
    const [input] = MINIMAL[name];
    const extra = { futureField: { deep: [1, '二'] }, 'odd key': null };
    const { data } = check(name, { ...(input as object), ...extra });
    expect(data).toMatchObject(extra);
  });

  it.each(BLOCK_NAMES.map((name) => [name]))(
    '%s: rejects a value that is not an object',
    (name) => {
      expect(check(name, []).problems).toEqual(['(root): expected an object']);
      expect(check(name, 'x').problems).toEqual(['(root): expected an object']);
    },
  );

  it.each(BLOCK_NAMES.map((name) => [name]))('%s: does not change its input', (name) => {
    const input = structuredClone(MINIMAL[name][0]);
    check(name, input);
    expect(input).toEqual(MINIMAL[name][0]);
  });
});

describe('button', () => {
  const full = {
    type: 'image',
    text: '立即领取',
    image: { url: 'https://cdn/x.png', join: '/join.png', joined: '/joined.png', alt: '加群' },
    animate: 'pulse',
    align: 'center',
    action: {
      type: 13,
      atext: 'https://example.com',
      actionName: 'join',
      codeId: 'c1',
      popupId: 'p1',
      appPageParam: 'id=1',
      niuniuCodeId: 'nn',
      api: '/api/order',
      stateCodeId: 's1',
      pageName: 'coupons',
      pageParam: 'a=1&b=2',
      groupId: 9,
      activeType: 2,
    },
    isNeedLogin: true,
    baiduStatistics: true,
    oaStatistics: true,
    uploadId: 17,
  };

  it('accepts every field of spec section 3', () => {
    expect(check('button', full)).toEqual({ data: full, problems: [] });
  });

  it('accepts each of the 14 action types', () => {
    for (const type of BUTTON_ACTION_TYPES) {
      expect(check('button', { action: { type } }).problems).toEqual([]);
    }
  });

  it('rejects other action types and a missing one', () => {
    const oneToFourteen = 'expected one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14';
    expect(check('button', { action: { type: 0 } }).problems).toEqual([
      `action.type: ${oneToFourteen}`,
    ]);
    expect(check('button', { action: { type: '3' } }).problems).toEqual([
      `action.type: ${oneToFourteen}`,
    ]);
    expect(check('button', { action: {} }).problems).toEqual(['action.type: required']);
  });

  it('reports every wrong field at once', () => {
    expect(
      check('button', {
        type: 'video',
        text: 1,
        image: { url: 'javascript:alert(1)' },
        align: 'middle',
        isNeedLogin: 'yes',
        oaStatistics: 1,
        uploadId: '',
        action: { type: 3, popupId: true, pageParam: 5 },
      }).problems,
    ).toEqual([
      'type: expected one of "text", "image"',
      'text: expected a string',
      'image.url: expected a safe URL (no javascript:, vbscript:, file: or data:)',
      'align: expected one of "left", "center", "right"',
      'action.popupId: expected a non-empty string or an integer',
      'action.pageParam: expected a string',
      'isNeedLogin: expected a boolean',
      'oaStatistics: expected a boolean',
      'uploadId: expected a non-empty string',
    ]);
  });
});

describe('countdown', () => {
  it('accepts layouts 1 to 5 with name and character', () => {
    for (const type of [1, 2, 3, 4, 5]) {
      const value = { type, name: '距结束', endTime: 1, character: ':' };
      expect(check('countdown', value)).toEqual({ data: value, problems: [] });
    }
  });

  it('requires endTime as a number, never a numeric string', () => {
    expect(check('countdown', { type: 1 }).problems).toEqual(['endTime: required']);
    expect(check('countdown', { endTime: '123' }).problems).toEqual(['endTime: expected a number']);
    expect(check('countdown', { endTime: 'abc' }).problems).toEqual(['endTime: expected a number']);
    expect(check('countdown', { endTime: null }).problems).toEqual(['endTime: expected a number']);
  });

  it('rejects other layouts', () => {
    expect(check('countdown', { type: 6, endTime: 1 }).problems).toEqual([
      'type: expected one of 1, 2, 3, 4, 5',
    ]);
    expect(check('countdown', { type: 1.5, endTime: 1 }).problems).toEqual([
      'type: expected one of 1, 2, 3, 4, 5',
    ]);
  });
});

describe('popup', () => {
  it('takes the five positions', () => {
    for (const position of ['center', 'left', 'right', 'top', 'bottom']) {
      expect(check('popup', { id: 1, position }).problems).toEqual([]);
    }
    expect(check('popup', { id: 1, position: 'middle' }).problems).toEqual([
      'position: expected one of "center", "left", "right", "top", "bottom"',
    ]);
  });

  it('requires an id', () => {
    expect(check('popup', {}).problems).toEqual(['id: required']);
    expect(check('popup', { id: 1.5 }).problems).toEqual([
      'id: expected a non-empty string or an integer',
    ]);
  });
});

describe('retainPopup', () => {
  it('takes its six fields', () => {
    const value = {
      image: '/r.png',
      title: '确定离开吗',
      sub_title: '优惠即将失效',
      button1_text: '去看看',
      button1_url: 'https://example.com/a',
      button2_text: '残忍离开',
    };
    expect(check('retainPopup', value)).toEqual({ data: value, problems: [] });
    expect(check('retainPopup', { button1_url: 'javascript:void(0)' }).problems).toHaveLength(1);
  });
});

describe('progress', () => {
  it('takes current, limit, percent, texts and remain', () => {
    const value = { current: 30, limit: 100, percent: 30, prefixText: '仅剩', remain: 70 };
    expect(check('progress', { ...value, suffixText: '名额' }).problems).toEqual([]);
  });

  it('rejects strings and out-of-range numbers', () => {
    expect(
      check('progress', { current: '30', limit: -1, percent: 101, remain: '7' }).problems,
    ).toEqual([
      'current: expected a number',
      'limit: expected a number >= 0',
      'percent: expected a number <= 100',
      'remain: expected a number',
    ]);
  });
});

describe('count', () => {
  it('defaults to 4 digits and checks num and numbers', () => {
    expect(check('count', { num: 12345, numbers: 6 }).data).toEqual({ num: 12345, numbers: 6 });
    expect(check('count', {}).problems).toEqual(['num: required']);
    expect(check('count', { num: '12', numbers: 0 }).problems).toEqual([
      'num: expected a number',
      'numbers: expected a number >= 1',
    ]);
    expect(check('count', { num: 1.5, numbers: 21 }).problems).toEqual([
      'num: expected an integer',
      'numbers: expected a number <= 20',
    ]);
  });
});

describe('video', () => {
  it('requires a video URL and takes a poster', () => {
    expect(check('video', { video: '/v.mp4', poster: '/p.png' }).problems).toEqual([]);
    expect(check('video', {}).problems).toEqual(['video: required']);
    expect(check('video', { video: '' }).problems).toEqual(['video: expected a non-empty string']);
  });
});

describe('swiper', () => {
  it('takes slides and the carousel settings', () => {
    const value = {
      type: 'card',
      list: [{ url: '/1.png', alt: '一', action: { type: 7, atext: 'https://x' } }],
      arrow: true,
      indicator: false,
      autoplay: true,
      cardShowNum: 3,
    };
    expect(check('swiper', value)).toEqual({ data: value, problems: [] });
  });

  it('reports problems inside slides by index', () => {
    expect(
      check('swiper', { type: 'cube', list: [{ url: '/1.png' }, { alt: 1 }], cardShowNum: 0 })
        .problems,
    ).toEqual([
      'type: expected one of "normal", "card"',
      'list[1].url: required',
      'list[1].alt: expected a string',
      'cardShowNum: expected a number >= 1',
    ]);
  });
});

describe('marquee', () => {
  it('defaults speed to middle', () => {
    expect(check('marquee', { content: '滚动', width: 600 }).data).toEqual({
      content: '滚动',
      speed: 'middle',
      width: 600,
    });
    expect(check('marquee', { content: 'x', speed: 'fast' }).problems).toEqual([]);
    expect(check('marquee', { speed: 'warp' }).problems).toEqual([
      'content: required',
      'speed: expected one of "slow", "middle", "fast"',
    ]);
  });
});

describe('notice and number', () => {
  it('require an id', () => {
    expect(check('notice', {}).problems).toEqual(['id: required']);
    expect(check('number', {}).problems).toEqual(['id: required']);
  });

  it('notice takes static items of avatar and text', () => {
    expect(
      check('notice', { id: 1, list: [{ avatar: '/a.png', text: '张** 刚刚加入' }] }).problems,
    ).toEqual([]);
    expect(check('notice', { id: 1, list: [{ text: 2 }] }).problems).toEqual([
      'list[0].text: expected a string',
    ]);
  });
});

describe('image, icon and logo', () => {
  it('image requires a url and takes size and action', () => {
    const value = {
      url: '/a.png',
      alt: 'a',
      width: 750,
      height: 300,
      action: { type: 3, popupId: 'p' },
    };
    expect(check('image', value)).toEqual({ data: value, problems: [] });
    expect(check('image', {}).problems).toEqual(['url: required']);
    expect(check('image', { url: '/a.png', width: '750px' }).problems).toEqual([
      'width: expected a number',
    ]);
  });

  it('icon and logo take url and alt', () => {
    expect(check('icon', { url: '/i.png', alt: 'i', action: { type: 14 } }).problems).toEqual([]);
    expect(check('logo', { url: 'vbscript:x' }).problems).toHaveLength(1);
  });
});

describe('code', () => {
  it('requires html as a string', () => {
    expect(check('code', { html: '<p>hi</p>' }).problems).toEqual([]);
    expect(check('code', {}).problems).toEqual(['html: required']);
  });
});

describe('qrcode and payButton', () => {
  it('qrcode takes static, staff and person codes', () => {
    for (const type of ['static', 'staff', 'person']) {
      expect(check('qrcode', { type }).problems).toEqual([]);
    }
    expect(check('qrcode', { type: 'dynamic' }).problems).toHaveLength(1);
  });

  it('payButton takes a mark, a product id and an image', () => {
    const value = { mark: 'dbzs', productId: 1191, image: { url: '/pay.png', alt: '支付' } };
    expect(check('payButton', value)).toEqual({ data: value, problems: [] });
    expect(check('payButton', { productId: '1191' }).problems).toEqual([
      'productId: expected a number',
    ]);
  });
});

describe('containers', () => {
  it('suspension takes a position and a style', () => {
    const value = { position: 'top', style: { backgroundColor: '#fff', zIndex: 10 } };
    expect(check('suspension', value)).toEqual({ data: value, problems: [] });
    expect(check('suspension', { position: 'middle', style: { top: true } }).problems).toEqual([
      'position: expected one of "top", "bottom", "left", "right"',
      'style.top: expected a string or a number',
    ]);
  });

  it('scrollView takes tab and style', () => {
    expect(check('scrollView', { tab: true, style: { gap: 8 } }).problems).toEqual([]);
    expect(check('scrollView', { tab: 'yes' }).problems).toEqual(['tab: expected a boolean']);
  });

  it('empty requires a height in design px', () => {
    expect(check('empty', { height: 40 }).problems).toEqual([]);
    expect(check('empty', {}).problems).toEqual(['height: required']);
    expect(check('empty', { height: -1 }).problems).toEqual(['height: expected a number >= 0']);
  });
});

describe('copyright', () => {
  it('takes the five flags and editable texts', () => {
    const value = {
      show: true,
      show3: false,
      show4: true,
      show5: false,
      fxts: true,
      texts: { fxts: '投资有风险，入市需谨慎' },
    };
    expect(check('copyright', value)).toEqual({ data: value, problems: [] });
    expect(check('copyright', { show: 1, texts: { show3: 3 } }).problems).toEqual([
      'show: expected a boolean',
      'texts.show3: expected a string',
    ]);
  });
});

describe('address and leadForm', () => {
  it('address takes its texts', () => {
    expect(check('address', { title: '选择地区', buttonText: '立即报名' }).problems).toEqual([]);
  });

  it('leadForm defaults version_id to 276', () => {
    expect(check('leadForm', { servicePhone: '400-000-0000' }).data).toEqual({
      servicePhone: '400-000-0000',
      versionId: 276,
    });
    expect(check('leadForm', { versionId: '276', downloadUrl: 'javascript:x' }).problems).toEqual([
      'versionId: expected a number',
      'downloadUrl: expected a safe URL (no javascript:, vbscript:, file: or data:)',
    ]);
  });
});

describe('divider', () => {
  it('accepts a colour, a thickness, a line style and its margins', () => {
    const value = {
      color: 'rgb(207, 43, 36)',
      thickness: 4,
      lineStyle: 'dotted',
      marginTop: 0,
      marginBottom: 40,
      sideMargin: 0,
    };
    expect(check('divider', value)).toEqual({ data: value, problems: [] });
  });

  it('refuses what could not be drawn', () => {
    expect(
      check('divider', {
        color: 'red;background:url(x)',
        thickness: 0,
        lineStyle: 'double',
        sideMargin: -1,
      }).problems,
    ).toEqual([
      'color: expected a CSS colour (#rrggbb, rgb(), hsl() or a name)',
      'thickness: expected a number >= 1',
      'lineStyle: expected one of "solid", "dashed", "dotted"',
      'sideMargin: expected a number >= 0',
    ]);
  });
});
