import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';
import { addChinaMonthsDays } from '../subscription-end.ts';
import { orders, products } from './tables.ts';
import { productSubscriptions } from './tables-renewal.ts';

interface Period {
  softuser_id: number;
  shop_product_id: number;
  months: number;
  days: number;
}

/**
 * What a paid order grants, part of marking it paid: a renewal order extends the user's
 * subscription of its product by the plan's months and bonus days; any other order of a product
 * sold as a service period (`products.period_months`) by that period. Either from the
 * subscription's end or, when it has ended (or there is none), from now; on the China calendar.
 * Then the topic product the shop product sells is in use until then (startProductService).
 */
export async function extendSubscription(db: Db, pid: string, now: Date): Promise<void> {
  await extendPeriod(db, pid, now);
  await startProductService(db, pid, now);
}

async function extendPeriod(db: Db, pid: string, now: Date): Promise<void> {
  const [period] = await sqlRows<Period>(
    db,
    sql`
      SELECT o.softuser_id::int, o.shop_product_id::int, period.months::int, period.days::int
      FROM orders o
      JOIN LATERAL (
        SELECT p.months, p.bonus_days AS days
        FROM renewal_orders r
        JOIN renewal_plans p ON p.sale_page = r.sale_page AND p.code = r.plan
        WHERE r.pid = o.pid
        UNION ALL
        SELECT pr.period_months, 0
        FROM products pr
        WHERE pr.shop_product_id = o.shop_product_id AND pr.period_months IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM renewal_orders r WHERE r.pid = o.pid)
      ) period ON true
      WHERE o.pid = ${pid}`,
  );
  if (!period) return;
  const mine = and(
    eq(productSubscriptions.softuserId, period.softuser_id),
    eq(productSubscriptions.shopProductId, period.shop_product_id),
  );
  // The new end is computed from the locked row: an order of the same subscription paid at the
  // same time waits for this one and then extends its end, instead of both extending the old one.
  await db
    .insert(productSubscriptions)
    .values({
      softuserId: period.softuser_id,
      shopProductId: period.shop_product_id,
      startedAt: now,
      expiresAt: now,
    })
    .onConflictDoNothing();
  const [held] = await db
    .select({ expiresAt: productSubscriptions.expiresAt })
    .from(productSubscriptions)
    .where(mine)
    .for('update');
  if (!held) throw new Error(`the subscription of order ${pid} is missing after its insert`);
  const from = held.expiresAt.getTime() > now.getTime() ? held.expiresAt : now;
  await db
    .update(productSubscriptions)
    .set({ expiresAt: addChinaMonthsDays(from, period.months, period.days) })
    .where(mine);
}

/**
 * A paid order of a shop product that sells a topic product's service (`products.product_code`):
 * the buyer uses that product until the subscription's end (just extended) or, for a one-off
 * purchase, `service_days` after the payment; and has signed its advisory contract, since paying
 * is where the buyer accepts the service agreement (the sales page names no other step). What the
 * product calls answer (`using-products`, `user-product-info`, `is-any-signed`) reads these rows.
 */
export async function startProductService(db: Db, pid: string, now: Date): Promise<void> {
  const [sold] = await db
    .select({
      uid: orders.softuserId,
      shopProductId: orders.shopProductId,
      productCode: products.productCode,
      serviceDays: products.serviceDays,
    })
    .from(orders)
    .innerJoin(products, eq(products.shopProductId, orders.shopProductId))
    .where(eq(orders.pid, pid));
  if (!sold?.productCode) return;
  const [subscription] = await db
    .select({ expiresAt: productSubscriptions.expiresAt })
    .from(productSubscriptions)
    .where(
      and(
        eq(productSubscriptions.softuserId, sold.uid),
        eq(productSubscriptions.shopProductId, sold.shopProductId),
      ),
    );
  const end =
    subscription?.expiresAt ??
    (sold.serviceDays === null ? null : addChinaMonthsDays(now, 0, sold.serviceDays));
  // The table's check gives every product that sells a service an end; a row written around it
  // starts nothing rather than a service that never ends.
  if (end === null) return;
  await startService(db, { uid: sold.uid, productCode: sold.productCode, end, now });
  await db.execute(sql`
    INSERT INTO advisory_contracts (uid, product_code, signed_at)
    VALUES (${sold.uid}, ${sold.productCode}, ${now.toISOString()}::timestamptz)
    ON CONFLICT (uid, product_code) DO NOTHING`);
}

/**
 * The user uses a topic product until `end`: what a paid order grants, and a gift too (which
 * signs no contract: only paying accepts the service agreement). A service still running keeps
 * its start; one that had ended starts again now. The end never moves earlier than a row already
 * held says.
 */
export async function startService(
  db: Db,
  service: { uid: number; productCode: string; end: Date; now: Date },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO user_products (uid, product_code, started_at, expires_at)
    VALUES (${service.uid}, ${service.productCode}, ${service.now.toISOString()}::timestamptz,
            ${service.end.toISOString()}::timestamptz)
    ON CONFLICT (uid, product_code) DO UPDATE SET
      started_at = CASE WHEN user_products.expires_at > EXCLUDED.started_at
                        THEN user_products.started_at ELSE EXCLUDED.started_at END,
      expires_at = GREATEST(user_products.expires_at, EXCLUDED.expires_at)`);
}
