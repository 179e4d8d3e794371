import { CALLBACK_NUMBER_PREFIX } from './constants.ts';

/**
 * The company the seeded pages speak for (the demo page and the campaign pages the server
 * seeds): the facts its footer and lead forms state. A block's empty field never stands in for
 * them, so seeded content carries them itself, consistent across pages. The hotline is the one
 * the demo lead form always showed; the licence number is invented for the demo company. A
 * deployment's own pages carry the real company's.
 */
export const SEED_COMPANY = {
  /** The company's registered name, as its copyright line states it. */
  name: '广州牛八证券投资咨询有限公司',
  /** 经营证券期货业务许可证编号. */
  licenceNumber: '91440101MA5D7N8K2X',
  /** Service and complaint line, also the lead form's service phone. */
  hotline: '020-12345678',
  /** The lead form's callback note: callbacks come from numbers starting with 020 (spec section 9). */
  callbackNote: `牛8 投顾客服会用 ${CALLBACK_NUMBER_PREFIX} 开头的号码回访您，请留意接听`,
} as const;
