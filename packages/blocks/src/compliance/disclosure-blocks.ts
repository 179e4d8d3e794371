import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import type { BlockName } from '@h5-page/schema/block-names';

/**
 * Blocks that sell, take money or collect a visitor's contact: a page showing one must show the
 * risk disclosure. Products and orders (productCard, payButton, renewalPanel's plans, couponCard's
 * purchase coupons), brokerage accounts and simulated trading (brokerage, simTrading), and the
 * forms that keep a phone number for follow-up (leadForm, the register-by-address form, the open
 * day sign-up, the invited friend's registration).
 */
export const DISCLOSURE_BLOCKS: ReadonlySet<BlockName> = new Set<BlockName>([
  'productCard',
  'payButton',
  'renewalPanel',
  'couponCard',
  'brokerage',
  'simTrading',
  'leadForm',
  'address',
  'openDay',
  'inviteRegister',
]);

/** Actions that do the same from any button, picture or slide: pay, open a brokerage account, buy reverse repos. */
export const DISCLOSURE_ACTION_TYPES: ReadonlySet<number> = new Set<number>([
  BUTTON_ACTION_TYPE.PAY,
  BUTTON_ACTION_TYPE.BROKERAGE_ACCOUNT,
  BUTTON_ACTION_TYPE.TREASURY_REVERSE_REPO,
]);
