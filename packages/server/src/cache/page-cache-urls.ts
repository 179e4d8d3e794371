import { CAMPAIGN_ROUTES } from '@h5-page/schema/constants';
import {
  H5_BASENAME,
  PC_BASENAME,
  activityPagePath,
  canonicalPath,
} from '@h5-page/schema/page-route';
import { routePageCode } from '@h5-page/schema/route-page-code';
import { VARIANT_COOKIE, variantToken } from '@h5-page/schema/variants';
import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';

/**
 * The visitor paths a shared cache may hold for the page stored as `code`, each in the one
 * spelling the server answers with a page (others are redirected to it): its own address, its
 * desktop rendering, and every campaign route without parameters that shows it. Routes with a
 * parameter (`/cpmj/details/:name`) have no list of their addresses; their copies last the
 * cache's own lifetime (`CACHE_S_MAXAGE`).
 *
 * A page with A/B variants has a copy per variant, keyed by the visitor's variant cookie: each is
 * purged as the path with `#h5_ab=<token>` (a fragment is never sent: the purge sends the cookie).
 */
export function pageCacheUrls(code: string, variantKeys: readonly string[] = []): string[] {
  const paths = [
    activityPagePath(code),
    `${PC_BASENAME}/pc/${encodeURIComponent(code)}`,
    ...CAMPAIGN_ROUTES.filter((route) => !route.includes(':') && routePageCode(route) === code).map(
      (route) => `${H5_BASENAME}${route}`,
    ),
  ];
  const canonical = [
    ...new Set(paths.map((path) => canonicalPath(path)).filter((path) => path !== null)),
  ];
  return [
    ...canonical,
    // Under an automatic allocation, its holdout's visitors hold the key marked (variants.ts).
    ...variantKeys.flatMap((key) =>
      [key, variantToken(key, true)].flatMap((token) =>
        canonical.map((path) => `${path}#${VARIANT_COOKIE}=${encodeURIComponent(token)}`),
      ),
    ),
  ];
}

/**
 * Every variant key any version of the page has had: a visitor may still hold a cookie naming
 * one the page has dropped, and the shared cache a copy under it.
 */
export async function variantKeysEver(db: Db, code: string): Promise<string[]> {
  const rows = await sqlRows<{ key: string }>(
    db,
    sql`SELECT DISTINCT variant->>'key' AS key
        FROM page_versions v JOIN pages p ON p.id = v.page_id,
          json_array_elements(
            CASE WHEN json_typeof(v.data->'variants') = 'array' THEN v.data->'variants'
            ELSE '[]'::json END
          ) AS variant
        WHERE p.code = ${code} AND variant->>'key' IS NOT NULL
        ORDER BY 1`,
  );
  return rows.map((row) => row.key);
}
