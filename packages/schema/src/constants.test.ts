import { describe, expect, it } from 'vitest';
import {
  API_METHODS,
  API_PATHS,
  APP_PAGE,
  APP_USER_AGENT_MARK,
  ASSETS_BASE,
  BROKERAGE_OPEN_TYPE_CAIDA,
  BUTTON_ACTION_TYPE,
  BUTTON_ACTION_TYPES,
  CALLBACK_NUMBER_PREFIX,
  CAMPAIGN_ROUTES,
  CAPTCHA_APP_ID_TYPE,
  CARD_SWIPER_SPACING,
  CHUNK_LOAD_ERROR_NAME,
  CHUNK_LOAD_TIMEOUT_MS,
  COMMUNITY_ID,
  COUNTDOWN_INTERVAL_MS,
  CSS_CHUNK_LOAD_FAILED,
  DBZS_MARK,
  DBZS_PRODUCT_ID,
  DEFAULT_COMPARE_VERSION,
  DEFAULT_FLIP_DIGITS,
  DEFAULT_SOFTUSER_TYPE,
  DESIGN_WIDTH,
  ENVELOPE_SUCCESS_CODE,
  FIXED_PAGE_IDS,
  LAZY_IMAGE_ROOT_MARGIN,
  LEAD_CODE_MAX_LENGTH,
  LEAD_FORM_VERSION_ID,
  LEAD_NAME_MAX_LENGTH,
  LEAD_PHONE_MAX_LENGTH,
  MARQUEE_CHECK_DELAY_MS,
  MARQUEE_SECONDS_PER_CHARACTER,
  MESSAGES,
  NATIVE_MESSAGE_TYPE,
  NOTICE_SWIPE_INTERVAL_MS,
  PAGE_BASE,
  PAGE_JUMP_TYPE,
  PAY_THROTTLE_MS,
  PC_1200_MIN_WIDTH,
  PC_1800_MIN_WIDTH,
  PC_PAGE_BASE,
  PREVIEW_QUERY_PARAM,
  PREVIEW_QUERY_VALUE,
  PURCHASE_PAGE_IDS,
  REQUEST_TIMEOUT_MS,
  ROOT_CLASS,
  SMS_RESEND_SECONDS,
  SWIPER_AUTOPLAY_MS,
  TOKEN_COOKIE_MAX_AGE_DAYS,
  TOKEN_COOKIE_NAME,
  TOKEN_INVALID_CODE,
  TOKEN_INVALID_STATUS,
  URL_LINK_OUT_DATE_NUM,
} from './constants.ts';

describe('button action types (spec 9)', () => {
  it('numbers each of the 14 actions as the spec does', () => {
    expect(BUTTON_ACTION_TYPE).toEqual({
      PAGE: 1,
      CODE: 2,
      POPUP: 3,
      PAY: 4,
      SERVICE_CHAT: 5,
      NIUNIU_SERVICE: 6,
      LINK: 7,
      API: 8,
      BROKERAGE_ACCOUNT: 9,
      ENTERPRISE_WECHAT: 10,
      STATE_CODE: 11,
      TREASURY_REVERSE_REPO: 12,
      JOIN_GROUP: 13,
      BACK: 14,
    });
  });
  it('lists the types 1 to 14 in order', () => {
    expect(BUTTON_ACTION_TYPES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });
});

describe('jumps and bridge (spec 7, 9)', () => {
  it('page jump types', () => {
    expect(PAGE_JUMP_TYPE).toEqual({
      TYPE_1: 1,
      TYPE_2: 2,
      AD_DISPATCH: 3,
      PURCHASE: 4,
      COMMUNITY: 5,
      ORDER: 8,
      GENERIC: 29,
    });
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
  it('names the ten app pages of spec 2, each distinct', () => {
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
    ]);
    expect(new Set(Object.values(APP_PAGE)).size).toBe(10);
  });
});

describe('timings and limits (spec 4, 5, 6, 9)', () => {
  it.each([
    ['CHUNK_LOAD_TIMEOUT_MS', CHUNK_LOAD_TIMEOUT_MS, 120000],
    ['REQUEST_TIMEOUT_MS', REQUEST_TIMEOUT_MS, 30000],
    ['TOKEN_COOKIE_NAME', TOKEN_COOKIE_NAME, 'token'],
    ['TOKEN_COOKIE_MAX_AGE_DAYS', TOKEN_COOKIE_MAX_AGE_DAYS, 365],
    ['COUNTDOWN_INTERVAL_MS', COUNTDOWN_INTERVAL_MS, 1000],
    ['MARQUEE_CHECK_DELAY_MS', MARQUEE_CHECK_DELAY_MS, 1000],
    ['MARQUEE_SECONDS_PER_CHARACTER', MARQUEE_SECONDS_PER_CHARACTER, 1],
    ['SMS_RESEND_SECONDS', SMS_RESEND_SECONDS, 60],
    ['NOTICE_SWIPE_INTERVAL_MS', NOTICE_SWIPE_INTERVAL_MS, 4000],
    ['SWIPER_AUTOPLAY_MS', SWIPER_AUTOPLAY_MS, 3000],
    ['CARD_SWIPER_SPACING', CARD_SWIPER_SPACING, 20],
    ['PAY_THROTTLE_MS', PAY_THROTTLE_MS, 1000],
    ['DESIGN_WIDTH', DESIGN_WIDTH, 750],
    ['DEFAULT_FLIP_DIGITS', DEFAULT_FLIP_DIGITS, 4],
    ['LAZY_IMAGE_ROOT_MARGIN', LAZY_IMAGE_ROOT_MARGIN, '100px 50px 50px 100px'],
    ['LEAD_FORM_VERSION_ID', LEAD_FORM_VERSION_ID, 276],
    ['LEAD_NAME_MAX_LENGTH', LEAD_NAME_MAX_LENGTH, 12],
    ['LEAD_PHONE_MAX_LENGTH', LEAD_PHONE_MAX_LENGTH, 11],
    ['LEAD_CODE_MAX_LENGTH', LEAD_CODE_MAX_LENGTH, 6],
    ['CALLBACK_NUMBER_PREFIX', CALLBACK_NUMBER_PREFIX, '020'],
    ['DBZS_MARK', DBZS_MARK, 'dbzs'],
    ['DBZS_PRODUCT_ID', DBZS_PRODUCT_ID, 1191],
    ['URL_LINK_OUT_DATE_NUM', URL_LINK_OUT_DATE_NUM, 1],
    ['DEFAULT_COMPARE_VERSION', DEFAULT_COMPARE_VERSION, '6.42.99'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('environment, layout, routing, gateway (spec 1, 2, 6, 7, 8)', () => {
  it.each([
    ['APP_USER_AGENT_MARK', APP_USER_AGENT_MARK, 'n8Web'],
    ['PC_1800_MIN_WIDTH', PC_1800_MIN_WIDTH, 1300],
    ['PC_1200_MIN_WIDTH', PC_1200_MIN_WIDTH, 750],
    ['PAGE_BASE', PAGE_BASE, '/h5-page/'],
    ['PC_PAGE_BASE', PC_PAGE_BASE, '/pc-page/pc/'],
    ['ASSETS_BASE', ASSETS_BASE, '/packages/h5-page/dist/'],
    ['PREVIEW_QUERY_PARAM', PREVIEW_QUERY_PARAM, 'isPreview'],
    ['PREVIEW_QUERY_VALUE', PREVIEW_QUERY_VALUE, '1'],
    ['CHUNK_LOAD_ERROR_NAME', CHUNK_LOAD_ERROR_NAME, 'ChunkLoadError'],
    ['CSS_CHUNK_LOAD_FAILED', CSS_CHUNK_LOAD_FAILED, 'CSS_CHUNK_LOAD_FAILED'],
    ['ENVELOPE_SUCCESS_CODE', ENVELOPE_SUCCESS_CODE, 1],
    ['TOKEN_INVALID_CODE', TOKEN_INVALID_CODE, 400003],
    ['TOKEN_INVALID_STATUS', TOKEN_INVALID_STATUS, 403],
    ['BROKERAGE_OPEN_TYPE_CAIDA', BROKERAGE_OPEN_TYPE_CAIDA, 'caida'],
    ['CAPTCHA_APP_ID_TYPE', CAPTCHA_APP_ID_TYPE, 2],
    ['DEFAULT_SOFTUSER_TYPE', DEFAULT_SOFTUSER_TYPE, 0],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('root classes', () => {
    expect(ROOT_CLASS).toEqual({ PC_1800: 'pc-1800', PC_1200: 'pc-1200', APP: 'app' });
  });

  it('lists every campaign route of spec 2 once, relative to the base', () => {
    expect(CAMPAIGN_ROUTES).toHaveLength(36);
    expect(new Set(CAMPAIGN_ROUTES).size).toBe(CAMPAIGN_ROUTES.length);
    for (const route of CAMPAIGN_ROUTES) expect(route.startsWith('/')).toBe(true);
    expect(CAMPAIGN_ROUTES).toContain('/simulateTrading/leaderboard');
    expect(CAMPAIGN_ROUTES).toContain('/cpmj/details/:name');
    expect(CAMPAIGN_ROUTES).toContain('/InviteFriends/success');
    expect(CAMPAIGN_ROUTES).not.toContain('/h5/:id');
  });

  it('gateway paths of spec 7', () => {
    expect(API_PATHS).toEqual({
      PAGE_DETAIL: '/n8sf/api/activity/v1/activity-page/detail',
      JWT_USER: '/n8sf/app/auth/v1/jwt/user',
      GENERATE_URL_LINK: '/wechat/api/v2/minp/serve/generate-url-link',
      ADD_FUND_ACCOUNT: '/oabase/api/channel/app/fund/add_fund_account',
      ADD_OPEN_ACCOUNT: '/oabase/api/channel/app/open/add_open_account',
      PERSON_WECHAT_QRCODE: '/oabase/api/channel/app/open/get-person-wechat-qrcode',
      STAFF_QR_CODE: '/enterprisewechat/api/wechat/app/staff/qr-code',
      BROKERAGE_OPEN_USER_CONF: '/oabase/api/channel/app/open/get-brokerage-account-open-user-conf',
      MULTIPLE_BROKERAGE_OPTIONS: '/oabase/api/channel/app/open/multiple-brokerage-options',
      BROWSE_UPLOAD: '/oabase/api/collect/v1/softuser/browse/upload',
      VIRTUAL_USER_DETAIL: '/n8sf/api/activity/v1/activity-virtual-user/detail',
      VACANCY_DETAIL: '/n8sf/api/activity/v1/activity-vacancy/detail',
      FIND_USER_PAYFOR_PRODUCT: '/oabase/api/product/v1/find-user-payfor-product',
      CAPTCHA_APP_ID: '/oabase/api/passport/captcha/get-data-app-id',
      ADVERT_SMS_SEND: '/oabase/api/passport/register/advert-sms/send',
      GIFT_ACTIVITY: '/oabase/api/gift/v1/activity',
      SMART_LOGIN: '/oabase/api/passport/smart/login',
      SERVICE_CHAT_GROUP: '/imchat/api/v1/group/service-chat',
      CHECK_CAN_JOIN: '/imchat/api/v1/group/check-can-join',
      JOIN_OPEN_GROUP: '/imchat/api/v1/group/join-open-group',
      NIUNIU_SERVICE: '/oabase/api/channel/app/open/get-niuniu-service',
      CREATE_ORDER: '/oabase/api/shop/v1/order/create',
      ORDER_DETAIL: '/oabase/api/shop/v1/order/detail',
      STATE_CODE_JUMP: '/oabase/api/jump/v1/state-code',
      QR_CODE_DETAIL: '/oabase/api/channel/app/qrcode/detail',
    });
  });

  it('gateway methods of spec 7, one per path', () => {
    expect(Object.keys(API_METHODS)).toEqual(Object.keys(API_PATHS));
    const posts = Object.entries(API_METHODS)
      .filter(([, method]) => method === 'POST')
      .map(([name]) => name);
    expect(posts).toEqual([
      'GENERATE_URL_LINK',
      'ADD_FUND_ACCOUNT',
      'ADD_OPEN_ACCOUNT',
      'PERSON_WECHAT_QRCODE',
      'BROWSE_UPLOAD',
      'ADVERT_SMS_SEND',
      'GIFT_ACTIVITY',
      'SMART_LOGIN',
      'JOIN_OPEN_GROUP',
      'CREATE_ORDER',
    ]);
  });
});

describe('visitor texts, word for word', () => {
  it.each([
    ['INVALID_NAME_OR_PHONE', '请输入正确的姓名和手机号！'],
    ['CODE_REQUIRED', '请输入验证码'],
    ['CODE_HINT', '请输入短信中的4位验证码'],
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

  it('the code hint asks for four digits although the field takes up to six', () => {
    expect(MESSAGES.CODE_HINT).toContain('4');
    expect(LEAD_CODE_MAX_LENGTH).toBe(6);
  });
});
