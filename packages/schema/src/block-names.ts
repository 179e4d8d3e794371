/** The block names of CONTRACT section 4 (`name` in `page_schema`). No zod: the UI imports it. */
export const BLOCK_NAMES = [
  'button',
  'countdown',
  'popup',
  'retainPopup',
  'progress',
  'count',
  'video',
  'swiper',
  'marquee',
  'notice',
  'image',
  'icon',
  'logo',
  'code',
  'number',
  'qrcode',
  'payButton',
  'scrollView',
  'suspension',
  'empty',
  'copyright',
  'address',
  'leadForm',
  // Lecture tours.
  'tourMap',
  'tourSpeeches',
  'tourComments',
  'tourPosters',
  // Invite friends.
  'inviteHome',
  'inviteRecords',
  'inviteRegister',
  'inviteSuccess',
  // Coupons.
  'couponCard',
  // Headquarters open day.
  'openDay',
  // Simulated trading, competition, brokerage and content pages.
  'simTrading',
  'brokerage',
  'cpmj',
  'course',
  // Fund and ETF topic pages.
  'productCard',
  // Renewal sale pages.
  'renewalPanel',
  // Page layout.
  'divider',
  'text',
] as const;

export type BlockName = (typeof BLOCK_NAMES)[number];

const NAMES: ReadonlySet<string> = new Set(BLOCK_NAMES);

/** True when `name` is one of the known block names (exact spelling). */
export function isBlockName(name: unknown): name is BlockName {
  return typeof name === 'string' && NAMES.has(name);
}
