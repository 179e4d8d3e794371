import type { SQL } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';

/**
 * Rows of a plain SQL query. Both drivers answer `{rows}`; the queries cast every number they
 * return to `float8` or `int`, so the two drivers give JavaScript numbers alike.
 */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
