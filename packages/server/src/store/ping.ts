import { sql } from 'drizzle-orm';
import type { Db } from './open-database.ts';

/** Asks the database for the least it can answer: resolves once it answered. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
