import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { DEMO_CATALOGUE } from './demo-catalogue-sql.ts';

interface CatalogueLogger {
  warn(details: object, message: string): void;
}

/**
 * Writes each group of the demo catalogue whose first table is empty, a group per transaction,
 * and the statements that top a group up (`always`) where it is not.
 * A group that cannot be written (an operator's rows in the way) is reported and left out: demo
 * content never keeps a server from starting. Returns the groups written.
 */
export async function seedDemoCatalogue(db: Db, logger?: CatalogueLogger): Promise<string[]> {
  const groups = [...new Set(DEMO_CATALOGUE.map((statement) => statement.when))];
  const written: string[] = [];
  for (const group of groups) {
    // The table names are our own constants, never input.
    const rows = await sqlRows(db, sql.raw(`SELECT 1 AS one FROM ${group} LIMIT 1`));
    const fresh = rows.length === 0;
    const statements = DEMO_CATALOGUE.filter(
      (each) => each.when === group && (fresh || each.always === true),
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
