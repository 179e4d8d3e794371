import { describe, expect, it } from 'vitest';
import { readMigrations } from './migrate.ts';

/**
 * Migrations create schema, never content. Content an earlier migration inserted is removed by
 * the clean-up migration (and comes from the seed, outside production); any later INSERT of
 * content fails here.
 */

/** The migration that removes what earlier ones inserted as content. */
const CLEAN_UP = '0076';

/** Rows the code itself relies on (the derived portrait tags' definitions). */
const REFERENCE_TABLES = new Set(['portrait_tags']);
/** Rows computed from rows already stored (the stats rollups built from recorded events). */
const DERIVED_TABLES = new Set([
  'page_day_rollups',
  'page_day_visitors',
  'page_session_rollups',
  'page_button_rollups',
]);
/** Rows a migration moves into a new shape of their own table (migration, table): not new content. */
const MOVED_ROWS = new Set(['0118:events']);

const insertsOf = (sql: string) =>
  [...sql.replace(/--[^\n]*/g, '').matchAll(/\bINSERT\s+INTO\s+([a-z_]+)/gi)].map((m) =>
    m[1]!.toLowerCase(),
  );
const deletesOf = (sql: string) =>
  new Set(
    [...sql.replace(/--[^\n]*/g, '').matchAll(/\bDELETE\s+FROM\s+([a-z_]+)/gi)].map((m) =>
      m[1]!.toLowerCase(),
    ),
  );

describe('migrations', () => {
  it('insert no content: what older ones inserted, the clean-up removes; later ones insert none', async () => {
    const migrations = await readMigrations();
    const cleanUp = migrations.find((migration) => migration.id === CLEAN_UP);
    expect(cleanUp).toBeDefined();
    const removed = deletesOf(cleanUp!.sql);
    // Child rows of a removed parent go with it (ON DELETE CASCADE).
    const cascaded = new Map([
      ['renewal_orders', 'orders'],
      ['renewal_plans', 'renewal_sale_pages'],
      ['renewal_coupon_batches', 'renewal_sale_pages'],
      ['tour_speeches', 'tours'],
      ['tour_posters', 'tours'],
    ]);
    const faults: string[] = [];
    for (const migration of migrations) {
      for (const table of insertsOf(migration.sql)) {
        if (REFERENCE_TABLES.has(table) || DERIVED_TABLES.has(table)) continue;
        if (MOVED_ROWS.has(`${migration.id}:${table}`)) continue;
        if (migration.id >= CLEAN_UP) {
          faults.push(`${migration.id}_${migration.name} inserts content into ${table}`);
        } else if (!removed.has(table) && !removed.has(cascaded.get(table) ?? '')) {
          faults.push(`${migration.id}_${migration.name}: ${table} is never cleaned up`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('the check sees an INSERT of content', () => {
    expect(insertsOf("-- INSERT INTO x\nINSERT INTO orders (pid) VALUES ('P1');")).toEqual([
      'orders',
    ]);
  });
});
