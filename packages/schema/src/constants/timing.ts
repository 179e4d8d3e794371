// ---------------------------------------------------------------------------------------------
// Timings and limits (spec sections 4, 5, 6, 9)
// ---------------------------------------------------------------------------------------------

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_COOKIE_NAME = 'token';
export const TOKEN_COOKIE_MAX_AGE_DAYS = 365;
export const COUNTDOWN_INTERVAL_MS = 1000;
export const MARQUEE_CHECK_DELAY_MS = 1000;
/** Marquee scroll duration in seconds equals the text length: one second per character. */
export const MARQUEE_SECONDS_PER_CHARACTER = 1;
export const SMS_RESEND_SECONDS = 60;
export const NOTICE_SWIPE_INTERVAL_MS = 4000;
export const SWIPER_AUTOPLAY_MS = 3000;
export const CARD_SWIPER_SPACING = 20;
export const PAY_THROTTLE_MS = 1000;
/** Layout scale: the 750 px design width is mapped to 100vw. */
export const DESIGN_WIDTH = 750;
export const DEFAULT_FLIP_DIGITS = 4;
export const LAZY_IMAGE_ROOT_MARGIN = '100px 50px 50px 100px';

/** Lead form: `version_id` sent with the gift activity call. */
export const LEAD_FORM_VERSION_ID = 276;
export const LEAD_NAME_MAX_LENGTH = 12;
export const LEAD_PHONE_MAX_LENGTH = 11;
export const LEAD_CODE_MAX_LENGTH = 6;
/**
 * Digits of the SMS code the server sends: the four the code field's hint names (spec section
 * 5). The field still takes up to LEAD_CODE_MAX_LENGTH.
 */
export const SMS_CODE_LENGTH = 4;
/** Callbacks come from numbers starting with this prefix. */
export const CALLBACK_NUMBER_PREFIX = '020';

/** Pay button mark `dbzs` stands for shop product 1191. */
export const DBZS_MARK = 'dbzs';
export const DBZS_PRODUCT_ID = 1191;

/** `out_date_num` of the generate-url-link call (link validity). */
export const URL_LINK_OUT_DATE_NUM = 1;
export const DEFAULT_COMPARE_VERSION = '6.42.99';
/**
 * The `performance` mark a visitor page sets once, when its first screen has hydrated and the
 * services a tap needs have been asked for: what field measurements and `npm run bench` read.
 */
export const INTERACTIVE_MARK = 'h5-page:interactive';
