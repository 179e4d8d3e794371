import { sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';

/**
 * A paid renewal order extends the user's subscription of its product by the plan's months and
 * bonus days, from its end or, when it has ended, from now. Part of marking an order paid.
 */
export async function extendSubscription(db: Db, pid: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`
    INSERT INTO product_subscriptions AS s (softuser_id, shop_product_id, started_at, expires_at)
    SELECT o.softuser_id, o.shop_product_id, ${at}::timestamptz,
           ${at}::timestamptz + make_interval(months => p.months, days => p.bonus_days)
    FROM renewal_orders r
    JOIN orders o ON o.pid = r.pid
    JOIN renewal_plans p ON p.sale_page = r.sale_page AND p.code = r.plan
    WHERE r.pid = ${pid}
    ON CONFLICT (softuser_id, shop_product_id) DO UPDATE
    SET expires_at = GREATEST(s.expires_at, ${at}::timestamptz)
      + (EXCLUDED.expires_at - EXCLUDED.started_at)`);
}
