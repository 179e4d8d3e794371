import type { SQL } from 'drizzle-orm';
import type { Db } from './open-database.ts';

/**
 * Rows of a plain SQL query. Both drivers answer `{rows}`; queries cast the numbers they return
 * to `int` or `float8`, so both drivers give JavaScript numbers alike (a bare count is bigint,
 * which `pg` hands over as text).
 */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
