import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import { openDatabase } from './open-database.ts';
import type { Database } from './open-database.ts';

/**
 * The SQL migrations are the source of truth and the Drizzle tables mirror them so that queries
 * are typed: a column the mirror gets wrong (a name, a type, NOT NULL, a default, the primary key)
 * types queries that fail or lets a write through that the database refuses. Every Drizzle table
 * in the server's source is compared with the table the migrations make.
 */

/** Tables read and written only through SQL in their repositories, with no Drizzle mirror. */
const SQL_ONLY_TABLES = [
  'advisory_contracts',
  'course_videos',
  'cpmj_articles',
  'experiment_allocations',
  'group_posts',
  'live_activities',
  'live_reservations',
  'page_button_rollups',
  'page_day_rollups',
  'page_day_visitors',
  'page_filings',
  'page_session_rollups',
  'portrait_tags',
  'schema_migrations',
  'sim_articles',
  'sim_competition_entries',
  'sim_portfolios',
  'sim_positions',
  'sim_prices',
  'sim_stock_hold_requests',
  'sim_stocks',
  'sim_trades',
  'store_flags',
  'topic_products',
  'user_portrait_tags',
  'user_products',
];

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every table a module of the server declares with `pgTable`, by name. */
async function drizzleTables(): Promise<Map<string, PgTable>> {
  const tables = new Map<string, PgTable>();
  const declaring = sourceFiles(SRC).filter((file) =>
    readFileSync(file, 'utf8').includes('pgTable('),
  );
  for (const file of declaring) {
    const module: Record<string, unknown> = await import(file);
    for (const value of Object.values(module)) {
      if (!is(value, PgTable)) continue;
      const name = getTableConfig(value).name;
      if (tables.has(name) && tables.get(name) !== value) {
        throw new Error(`${name} is declared twice (${relative(SRC, file)} and elsewhere)`);
      }
      tables.set(name, value);
    }
  }
  return tables;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  has_default: boolean;
  primary: boolean;
}

/** The column as the database describes it, in the words the comparison uses. */
const describeColumn = (row: ColumnRow) =>
  `${row.data_type}${row.is_nullable === 'NO' ? ' not null' : ''}` +
  `${row.has_default ? ' default' : ''}${row.primary ? ' primary key' : ''}`;

/** Drizzle's serial types are integer columns with a sequence default. */
const SQL_TYPE: Record<string, string> = { serial: 'integer', bigserial: 'bigint' };

describe('the Drizzle tables and the migrated database', () => {
  let database: Database;
  let columns: ColumnRow[];
  let tables: Map<string, PgTable>;

  beforeAll(async () => {
    database = await openDatabase({ dataDir: ':memory:', databaseUrl: null });
    await migrate(database);
    columns = await database.withSession((session) =>
      session.query<ColumnRow>(
        `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable,
                (c.column_default IS NOT NULL OR c.is_identity = 'YES') AS has_default,
                EXISTS (
                  SELECT 1 FROM information_schema.table_constraints t
                  JOIN information_schema.key_column_usage k
                    ON k.constraint_name = t.constraint_name AND k.table_name = t.table_name
                  WHERE t.constraint_type = 'PRIMARY KEY' AND t.table_schema = 'public'
                    AND t.table_name = c.table_name AND k.column_name = c.column_name
                ) AS primary
           FROM information_schema.columns c
          WHERE c.table_schema = 'public'
            -- A partition is storage of its partitioned table, which is the one mirrored.
            AND NOT EXISTS (
              SELECT 1 FROM pg_class p JOIN pg_namespace n ON n.oid = p.relnamespace
              WHERE n.nspname = 'public' AND p.relname = c.table_name AND p.relispartition
            )
          ORDER BY c.table_name, c.ordinal_position`,
      ),
    );
    tables = await drizzleTables();
  });
  afterAll(() => database.close());

  it('every table the migrations make has a Drizzle mirror or is named as SQL-only', () => {
    const made = [...new Set(columns.map((row) => row.table_name))].sort();
    const mirrored = made.filter((name) => tables.has(name));
    expect(made.filter((name) => !tables.has(name))).toEqual(SQL_ONLY_TABLES);
    expect([...tables.keys()].filter((name) => !made.includes(name))).toEqual([]);
    expect(mirrored.length).toBeGreaterThan(20);
  });

  it('each mirrored table has the same columns, types, NOT NULLs, defaults and primary key', () => {
    for (const [name, table] of tables) {
      const config = getTableConfig(table);
      const compositeKey = new Set(
        config.primaryKeys.flatMap((key) => key.columns.map((c) => c.name)),
      );
      const mirror = Object.fromEntries(
        config.columns.map((column) => [
          column.name,
          describeColumn({
            table_name: name,
            column_name: column.name,
            data_type: SQL_TYPE[column.getSQLType()] ?? column.getSQLType(),
            is_nullable: column.notNull ? 'NO' : 'YES',
            has_default: column.hasDefault,
            primary: column.primary || compositeKey.has(column.name),
          }),
        ]),
      );
      const made = Object.fromEntries(
        columns
          .filter((row) => row.table_name === name)
          .map((row) => [row.column_name, describeColumn(row)]),
      );
      expect({ table: name, columns: mirror }).toEqual({ table: name, columns: made });
    }
  });
});
