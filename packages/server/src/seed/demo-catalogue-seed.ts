import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { DEMO_CATALOGUE } from './demo-catalogue-sql.ts';

interface CatalogueLogger {
  warn(details: object, message: string): void;
}

export interface CatalogueOptions {
  /**
   * Run the statements that top a group up (`always`) where it is not empty (default true);
   * false when this seed has already run them on the store (`seed-store.ts`).
   */
  updates?: boolean;
}

/**
 * Writes each group of the demo catalogue whose first table is empty, a group per transaction,
 * and the statements that top a group up (`always`) where it is not.
 * A group that cannot be written (an operator's rows in the way) is reported and left out: demo
 * content never keeps a server from starting. Returns the groups written.
 */
export async function seedDemoCatalogue(
  db: Db,
  logger?: CatalogueLogger,
  options: CatalogueOptions = {},
): Promise<string[]> {
  const updates = options.updates ?? true;
  const groups = [...new Set(DEMO_CATALOGUE.map((statement) => statement.when))];
  // Which groups are empty, in one round trip. The table names are our own constants, never input.
  const [filled = {}] = await sqlRows<Record<string, boolean>>(
    db,
    sql.raw(
      `SELECT ${groups.map((group) => `EXISTS (SELECT 1 FROM ${group}) AS "${group}"`).join(', ')}`,
    ),
  );
  const written: string[] = [];
  for (const group of groups) {
    const fresh = filled[group] !== true;
    const statements = DEMO_CATALOGUE.filter(
      (each) => each.when === group && (fresh || (updates && each.always === true)),
    );
    if (statements.length === 0) continue;
    try {
      await db.transaction(async (tx) => {
        for (const statement of statements) await tx.execute(sql.raw(statement.sql));
      });
      if (fresh) written.push(group);
    } catch (error) {
      logger?.warn({ err: error, group }, 'demo catalogue group not written');
    }
  }
  return written;
}
