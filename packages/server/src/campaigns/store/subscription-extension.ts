import { sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';

/**
 * What a paid order grants, part of marking it paid: a renewal order extends the user's
 * subscription of its product by the plan's months and bonus days; any other order of a product
 * sold as a service period (`products.period_months`) by that period. Either from the
 * subscription's end or, when it has ended (or there is none), from now.
 */
export async function extendSubscription(db: Db, pid: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    INSERT INTO product_subscriptions AS s (softuser_id, shop_product_id, started_at, expires_at)
    SELECT o.softuser_id, o.shop_product_id, ${at}::timestamptz,
           ${at}::timestamptz + period.length
    FROM orders o
    JOIN LATERAL (
      SELECT make_interval(months => p.months, days => p.bonus_days) AS length
      FROM renewal_orders r
      JOIN renewal_plans p ON p.sale_page = r.sale_page AND p.code = r.plan
      WHERE r.pid = o.pid
      UNION ALL
      SELECT make_interval(months => pr.period_months)
      FROM products pr
      WHERE pr.shop_product_id = o.shop_product_id AND pr.period_months IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM renewal_orders r WHERE r.pid = o.pid)
    ) period ON true
    WHERE o.pid = ${pid}
    ON CONFLICT (softuser_id, shop_product_id) DO UPDATE
    SET expires_at = GREATEST(s.expires_at, ${at}::timestamptz)
      + (EXCLUDED.expires_at - EXCLUDED.started_at)`);
}
