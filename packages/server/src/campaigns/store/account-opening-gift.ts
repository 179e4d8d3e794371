import { sql } from 'drizzle-orm';
import { chinaDate } from '@h5-page/schema/china-time';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';
import { addChinaMonthsDays } from '../subscription-end.ts';
import { invitePrizes } from './tables-invite.ts';
import { startService } from './subscription-extension.ts';

export interface GiftItem {
  /** What the page calls it. */
  label: string;
  /** The topic product whose service it starts (`topic_products.code`). */
  productCode: string;
  /** The topic product's name, as the page names it. */
  productName: string;
  /** How long the service runs from the registration, in China calendar days. */
  days: number;
}

/**
 * The course the gift starts, a topic product of its own (the demo catalogue writes it, as it
 * writes the others).
 */
export const ACCOUNT_OPENING_COURSE = {
  code: 'sxkh-course',
  name: '投顾体验课·新手三讲',
  summary:
    '投顾老师三节直播课：看懂交易规则与盘口、建立选股思路、学会仓位与止损，体验期内可随时回看。',
} as const;

/**
 * 首享开户礼: what registering a fund account on /sxkh gives, once per user. The page's words are
 * made from this (`accountOpeningGiftText`), so it promises exactly what is credited.
 */
export const ACCOUNT_OPENING_GIFT = {
  title: '首享开户礼',
  /** Its `my-prizes` kind: one row per user, which is also what keeps the gift to once. */
  prizeKind: 'account-opening',
  items: [
    {
      label: '投顾体验课',
      productCode: ACCOUNT_OPENING_COURSE.code,
      productName: '新手三讲',
      days: 7,
    },
    { label: '行情工具', productCode: 'slzf-signal', productName: '神龙战法·龙头信号', days: 7 },
  ],
} as const satisfies { title: string; prizeKind: string; items: readonly GiftItem[] };

/** 投顾体验课「新手三讲」7 天 + 行情工具「神龙战法·龙头信号」7 天 */
export const accountOpeningGiftText = (): string =>
  ACCOUNT_OPENING_GIFT.items
    .map((item) => `${item.label}「${item.productName}」${item.days} 天`)
    .join(' + ');

/** The prize's name in `my-prizes`: 首享开户礼：投顾体验课 7 天 + 行情工具 7 天. */
const prizeName = (): string =>
  `${ACCOUNT_OPENING_GIFT.title}：${ACCOUNT_OPENING_GIFT.items
    .map((item) => `${item.label} ${item.days} 天`)
    .join(' + ')}`;

export interface CreditedGift {
  name: string;
  /** Each product now in use, and its last day (China date, as `using-products` says it). */
  items: { product_code: string; name: string; expires_at: string }[];
}

/**
 * Credits the account-opening gift to `uid`, inside the transaction that stores the fund-account
 * registration (`db` is that transaction): the prize row first, whose key lets only the first
 * registration through (a racing second one waits for it, then finds it), then each product in
 * use until its end. Null when the user had it already, or when a product of it is not in the
 * catalogue (a store without the demo): half a gift is not what the page promises.
 */
export async function creditAccountOpeningGift(
  db: Db,
  uid: number,
  now: Date,
): Promise<CreditedGift | null> {
  const codes = ACCOUNT_OPENING_GIFT.items.map((item) => item.productCode);
  const products = await sqlRows<{ code: string; name: string }>(
    db,
    sql`SELECT code, name FROM topic_products WHERE code IN (${sql.join(codes, sql`, `)})`,
  );
  const names = new Map(products.map((product) => [product.code, product.name]));
  if (codes.some((code) => !names.has(code))) return null;
  const granted = await db
    .insert(invitePrizes)
    .values({
      softuserId: uid,
      kind: ACCOUNT_OPENING_GIFT.prizeKind,
      name: prizeName(),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ kind: invitePrizes.kind });
  if (granted.length === 0) return null;
  const items: CreditedGift['items'] = [];
  for (const item of ACCOUNT_OPENING_GIFT.items) {
    const end = addChinaMonthsDays(now, 0, item.days);
    await startService(db, { uid, productCode: item.productCode, end, now });
    items.push({
      product_code: item.productCode,
      name: names.get(item.productCode) ?? item.productName,
      expires_at: chinaDate(end.getTime()),
    });
  }
  return { name: prizeName(), items };
}
