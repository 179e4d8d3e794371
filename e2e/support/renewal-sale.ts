import { eq } from 'drizzle-orm';
import { DXW_PRODUCT_ID, DXW_RENEWAL_SALE_PAGE } from '@h5-page/schema/constants';
import {
  productSubscriptions,
  renewalSalePages,
} from '../../packages/server/src/campaigns/store/tables-renewal.ts';
import type { TestServer } from './test-server.ts';

const DAY_MS = 86_400_000;

/** The 短线王 818 sale runs around the test's clock, whatever window the seed gave it. */
export async function openRenewalSale(server: TestServer): Promise<void> {
  await server.app.database.db
    .update(renewalSalePages)
    .set({ startsAt: new Date(Date.now() - DAY_MS), endsAt: new Date(Date.now() + 20 * DAY_MS) })
    .where(eq(renewalSalePages.code, DXW_RENEWAL_SALE_PAGE));
}

/**
 * Makes `uid` a 短线王 subscriber whose service ends `days` from now, the customer the renewal
 * sale is for (the seed invents no buyers). Returns the end.
 */
export async function holdDuanxianwang(server: TestServer, uid: number, days = 12): Promise<Date> {
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  await server.app.database.db
    .insert(productSubscriptions)
    .values({ softuserId: uid, shopProductId: DXW_PRODUCT_ID, expiresAt });
  return expiresAt;
}
