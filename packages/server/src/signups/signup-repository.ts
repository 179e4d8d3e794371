import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import type { SignupTable } from './signup-tables.ts';

type Row = Record<string, unknown>;

/** What the sign-up screens filter a table's entries by. */
export interface SignupFilters {
  period: { from: string; to: string; start: Date; end: Date } | null;
  campaign: string | undefined;
  q: string | undefined;
}

/** A search term as a LIKE pattern matching it literally anywhere. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(table: SignupTable, filters: SignupFilters): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filters.period) {
    const created = sql.raw(table.createdAt);
    parts.push(sql`${created} >= ${filters.period.start.toISOString()}::timestamptz`);
    parts.push(sql`${created} < ${filters.period.end.toISOString()}::timestamptz`);
  }
  if (filters.campaign !== undefined && table.campaign) {
    parts.push(sql`${sql.raw(table.campaign.sql)} = ${filters.campaign}`);
  }
  if (filters.q !== undefined) {
    const pattern = containing(filters.q);
    const any = table.search.map((column) => sql`${sql.raw(column)} ILIKE ${pattern}`);
    parts.push(sql`(${sql.join(any, sql` OR `)})`);
  }
  return sql.join(parts, sql` AND `);
}

function selectOf(table: SignupTable): SQL {
  const columns = table.columns.map((column) => {
    const expression =
      column.type === 'time'
        ? `to_char((${column.sql}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
        : column.type === 'int'
          ? `(${column.sql})::int`
          : column.sql;
    return `${expression} AS "${column.key}"`;
  });
  return sql.raw(`SELECT ${columns.join(', ')} FROM ${table.from} WHERE `);
}

const orderOf = (table: SignupTable): SQL =>
  sql.raw(
    ` ORDER BY ${[table.createdAt, ...table.tieBreak.split(',')]
      .map((column) => `${column.trim()} DESC`)
      .join(', ')}`,
  );

/** The campaign tables holding visitors' entries, as the builder's sign-up screens read them. */
export function createSignupRepository(db: Db) {
  return {
    /** The campaigns a table's entries may be filtered by. */
    async campaignOptions(
      campaign: NonNullable<SignupTable['campaign']>,
    ): Promise<{ value: string; label: string }[]> {
      return sqlRows<{ value: string; label: string }>(db, sql.raw(campaign.options));
    },

    /** Entries, newest first, each with the table's columns under their keys. */
    async rows(
      table: SignupTable,
      filters: SignupFilters,
      limit: number,
      offset: number,
    ): Promise<Row[]> {
      return sqlRows<Row>(
        db,
        sql`${selectOf(table)}${whereOf(table, filters)}${orderOf(table)} LIMIT ${limit} OFFSET ${offset}`,
      );
    },

    async count(table: SignupTable, filters: SignupFilters): Promise<number> {
      const [counted] = await sqlRows<{ total: number }>(
        db,
        sql`SELECT count(*)::int AS total FROM ${sql.raw(table.from)} WHERE ${whereOf(table, filters)}`,
      );
      return counted?.total ?? 0;
    },

    /** Hides an entry from the visitor page or shows it again; null when there is no such entry. */
    async setHidden(
      moderated: NonNullable<SignupTable['moderated']>,
      id: number,
      hidden: boolean,
      username: string,
    ): Promise<{ id: number; hidden: boolean } | null> {
      const [row] = await sqlRows<{ id: number; hidden: boolean }>(
        db,
        sql`UPDATE ${sql.raw(moderated.table)}
              SET hidden_at = ${hidden ? sql`now()` : sql`NULL`},
                  hidden_by = ${hidden ? username : null}
              WHERE ${sql.raw(moderated.key)} = ${id}
              RETURNING ${sql.raw(moderated.key)}::int AS id, hidden_at IS NOT NULL AS hidden`,
      );
      return row ?? null;
    },
  };
}

export type SignupRepository = ReturnType<typeof createSignupRepository>;
