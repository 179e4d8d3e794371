import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../store/open-database.ts';
import type { CampaignResource } from './campaign-resources.ts';

type Row = Record<string, unknown>;

/** Column key (camelCase, Drizzle) ↔ column name (snake_case, SQL and the API). */
export function columnsOf(table: PgTable): { key: string; name: string }[] {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: (column as AnyPgColumn).name,
  }));
}

/**
 * The records of the campaign admin API's tables (`campaign-resources.ts`), as Drizzle rows
 * (camelCase keys). Writes throw the database's refusals as they come.
 */
export function createCampaignRecordRepository(db: Db) {
  const keyOf = (resource: CampaignResource): AnyPgColumn => {
    if (!resource.key) throw new Error(`${resource.name} has no key`);
    return resource.key;
  };
  return {
    /** A page of records, in the resource's order, filtered by the given column values. */
    async list(
      resource: CampaignResource,
      filters: Row,
      limit: number,
      offset: number,
    ): Promise<{ rows: Row[]; total: number }> {
      const { table } = resource;
      const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
      const filterable = resource.filters ?? {};
      const conditions: SQL[] = [];
      for (const { key, name } of columnsOf(table)) {
        const column = columns[key];
        if (name in filterable && filters[name] !== undefined && column) {
          conditions.push(eq(column, filters[name]));
        }
      }
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(table)
        .where(where)
        .orderBy(asc(resource.orderBy))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(table).where(where);
      return { rows: rows as Row[], total: Number(total?.n ?? 0) };
    },

    async find(resource: CampaignResource, key: string | number): Promise<Row | null> {
      const [row] = await db
        .select()
        .from(resource.table)
        .where(eq(keyOf(resource), key));
      return (row as Row | undefined) ?? null;
    },

    async insert(resource: CampaignResource, values: Row): Promise<Row> {
      const [row] = await db.insert(resource.table).values(values).returning();
      return row as Row;
    },

    async remove(resource: CampaignResource, key: string | number): Promise<Row | null> {
      const [row] = await db
        .delete(resource.table)
        .where(eq(keyOf(resource), key))
        .returning();
      return (row as Row | undefined) ?? null;
    },

    async update(
      resource: CampaignResource,
      key: string | number,
      values: Row,
    ): Promise<Row | null> {
      const [row] = await db
        .update(resource.table)
        .set(values)
        .where(eq(keyOf(resource), key))
        .returning();
      return (row as Row | undefined) ?? null;
    },
  };
}

export type CampaignRecordRepository = ReturnType<typeof createCampaignRecordRepository>;
