import { describe, expect, it } from 'vitest';
import {
  APP_PAGE,
  BUTTON_ACTION_TYPE,
  BUTTON_ACTION_TYPES,
  CAMPAIGN_ROUTES,
  COMMUNITY_ID,
  FIXED_PAGE_IDS,
  LEAD_CODE_MAX_LENGTH,
  MESSAGES,
  NATIVE_MESSAGE_TYPE,
  PAGE_JUMP_TYPE,
  PURCHASE_PAGE_IDS,
  ROOT_CLASS,
  SMS_CODE_LENGTH,
} from './constants.ts';

/**
 * The names and numbers a line of spec section 9 gives, each name as ours spells it: "1 page,
 * 2 code, 3 popup" is PAGE 1, CODE 2, POPUP 3; a number the spec leaves unnamed is TYPE_<n>.
 */
function specNumbering(line: string): [string, number][] {
  return line.split(', ').map((item) => {
    const [, n, words] = /^(\d+)(?: \(?([^)]+)\)?)?$/.exec(item)!;
    return [words ? words.toUpperCase().replaceAll(' ', '_') : `TYPE_${n}`, Number(n)];
  });
}

describe('button action types (spec 9)', () => {
  it('numbers each of the 14 actions as the spec does', () => {
    expect(Object.entries(BUTTON_ACTION_TYPE)).toEqual(
      specNumbering(
        '1 page, 2 code, 3 popup, 4 pay, 5 service chat, 6 niuniu service, 7 link, 8 api, ' +
          '9 brokerage account, 10 enterprise WeChat, 11 state code, 12 treasury reverse repo, ' +
          '13 join group, 14 back',
      ),
    );
  });
  it('lists the types 1 to 14 in order', () => {
    expect(BUTTON_ACTION_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
});

describe('jumps and bridge (spec 7, 9)', () => {
  it('page jump types', () => {
    expect(Object.entries(PAGE_JUMP_TYPE)).toEqual(
      specNumbering('1, 2, 3 (ad dispatch), 4 purchase, 5 community, 8 order, 29 generic'),
    );
  });
  it('native bridge message types are exactly 25, 29, 33, 35, 7, 8', () => {
    expect(Object.values(NATIVE_MESSAGE_TYPE)).toEqual([25, 29, 33, 35, 7, 8]);
    expect(NATIVE_MESSAGE_TYPE.LOGIN).toBe(7);
    expect(NATIVE_MESSAGE_TYPE.OPEN_MINI_PROGRAM).toBe(8);
    expect(NATIVE_MESSAGE_TYPE.GENERIC_JUMP).toBe(PAGE_JUMP_TYPE.GENERIC);
  });
  it('fixed entries', () => {
    expect(PURCHASE_PAGE_IDS).toEqual([870, 82]);
    expect(COMMUNITY_ID).toBe(1);
    expect(FIXED_PAGE_IDS).toEqual([14, 15, 16]);
  });
  it('names the ten app pages of spec 2, then the live room, each distinct', () => {
    expect(Object.keys(APP_PAGE)).toEqual([
      'COUPONS',
      'WALLET_TOP_UP',
      'WALLET_SPENDING_RECORD',
      'PERSONAL_CENTER',
      'COURSE_LIST',
      'STRATEGY_LIST',
      'TOPIC_LIST',
      'FUND_DETAIL',
      'ORDER_PAYMENT',
      'COMMUNITY_SERVICE',
      'LIVE_ROOM',
    ]);
    expect(new Set(Object.values(APP_PAGE)).size).toBe(11);
  });
});

describe('environment, layout, routing, gateway (spec 1, 2, 6, 7, 8)', () => {
  it('root classes', () => {
    expect(ROOT_CLASS).toEqual({ PC_1800: 'pc-1800', PC_1200: 'pc-1200', APP: 'app' });
  });

  it('lists every campaign route of spec 2 once, relative to the base, then the detail pages', () => {
    // The 36 of spec section 2, then where a strategy article opens.
    expect(CAMPAIGN_ROUTES).toHaveLength(37);
    expect(CAMPAIGN_ROUTES.at(-1)).toBe('/simulateTrading/article/details/:id');
    expect(new Set(CAMPAIGN_ROUTES).size).toBe(CAMPAIGN_ROUTES.length);
    for (const route of CAMPAIGN_ROUTES) expect(route.startsWith('/')).toBe(true);
    expect(CAMPAIGN_ROUTES).toContain('/simulateTrading/leaderboard');
    expect(CAMPAIGN_ROUTES).toContain('/cpmj/details/:name');
    expect(CAMPAIGN_ROUTES).toContain('/InviteFriends/success');
    expect(CAMPAIGN_ROUTES).not.toContain('/h5/:id');
  });
});

describe('visitor texts, word for word', () => {
  it.each([
    ['INVALID_NAME_OR_PHONE', '请输入正确的姓名和手机号！'],
    ['CODE_REQUIRED', '请输入验证码'],
    ['NO_CHAT_GROUP_ID', '无法获取会话ID'],
    ['NO_SERVICE_STAFF', '未绑定服务人员，无法获取'],
    ['NOT_ELIGIBLE', '您暂不符合加群资格'],
    ['JOIN_GROUP_SUCCESS', '您已成功加入私享群，请前往【社群】享受服务'],
    ['SELECT_PLACEHOLDER', '请选择'],
    ['TEST_BUTTON', '测试'],
    ['OTHER_DISTRICT', '其它区'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('captcha failure names the code', () => {
    expect(MESSAGES.captchaFailed(101)).toBe('验证失败[101]');
    expect(MESSAGES.captchaFailed('abc')).toBe('验证失败[abc]');
    expect(MESSAGES.captchaFailed('')).toBe('验证失败[]');
  });

  it('the code hint asks for the four digits the SMS code has, in a field that takes six', () => {
    expect(MESSAGES.CODE_HINT).toBe('请输入短信中的4位验证码');
    expect(SMS_CODE_LENGTH).toBe(4);
    expect(LEAD_CODE_MAX_LENGTH).toBe(6);
  });
});
