import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { products } from '../campaigns/store/tables.ts';
import { PRODUCT_OFFERS, offerPageUrl } from './pages/product-offers.ts';

/**
 * The shop products the topic products' sales pages sell, and each topic product pointed at its
 * sales page. Products are added when none of them exists yet (a store seeded before they
 * existed gets them once; one whose operator removed some is left alone); a topic product's
 * sales page is changed only while it is still the one first seeded (its own topic page, or the
 * renewal page), never one an operator chose; a seeded shop product is linked to the topic
 * product whose service it sells while it names none; with `updates: false`, only while it adds
 * the products. Returns whether it added the products.
 */
export async function seedProductOffers(
  db: Db,
  options: { updates?: boolean } = {},
): Promise<boolean> {
  const ids = PRODUCT_OFFERS.map((offer) => offer.shopProductId);
  const existing = await db
    .select({ id: products.shopProductId })
    .from(products)
    .where(inArray(products.shopProductId, ids));
  const added = existing.length === 0;
  // The sales pages were pointed already (`seed-store.ts` knows this seed ran before).
  if (!added && options.updates === false) return false;
  await db.transaction(async (tx) => {
    if (added) {
      await tx.insert(products).values(
        PRODUCT_OFFERS.map((offer) => ({
          shopProductId: offer.shopProductId,
          modeShopProductId: offer.shopProductId,
          name: offer.name,
          priceCents: offer.priceCents,
          periodMonths: offer.periodMonths,
          // The level its card and sales page show: who may buy it (suitability).
          riskLevel: offer.riskLevel,
        })),
      );
    }
    for (const offer of PRODUCT_OFFERS) {
      await tx.execute(sql`
        UPDATE topic_products SET sales_page = ${offerPageUrl(offer)}
        WHERE code = ${offer.productCode}
          AND sales_page IN ('/h5-page/' || topic, '/h5-page/duanxianwangxufei818')`);
      // The product a paid order starts the service of: set on a seeded shop product that sells
      // none yet (a store seeded before products named their service gets it once).
      await tx.execute(sql`
        UPDATE products
        SET product_code = ${offer.productCode}, service_days = ${offer.serviceDays ?? null},
          risk_level = (SELECT risk_level FROM topic_products WHERE code = ${offer.productCode})
        WHERE shop_product_id = ${offer.shopProductId} AND product_code IS NULL
          AND EXISTS (SELECT 1 FROM topic_products WHERE code = ${offer.productCode})`);
    }
  });
  return added;
}
