import { desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_PRIVACY_STATEMENT } from '@h5-page/schema/privacy-statement';
import type { Db } from '../../store/open-database.ts';
import { privacyStatements } from './tables.ts';
import type { PrivacyStatementRow } from './tables.ts';

/** Arbitrary, fixed: 'h5ps' in ASCII. Only the first statement's writer takes it. */
const FIRST_STATEMENT_LOCK_KEY = 0x68357073;

export interface PrivacyStatementRepository {
  /**
   * The statement in force (the newest version). An empty table (a fresh or restored store)
   * gets the built-in default as its first version, so a lead always names a stored text.
   */
  current(): Promise<PrivacyStatementRow>;
  /** Saves `text` as a new version. */
  save(text: string, createdBy: string | null): Promise<PrivacyStatementRow>;
  find(version: number): Promise<PrivacyStatementRow | null>;
}

/** The versions of the personal-information statement. Pass a transaction as `db` to join it. */
export function createPrivacyStatementRepository(db: Db): PrivacyStatementRepository {
  const newest = async (handle: Db) => {
    const [row] = await handle
      .select()
      .from(privacyStatements)
      .orderBy(desc(privacyStatements.version))
      .limit(1);
    return row ?? null;
  };

  return {
    async current() {
      const row = await newest(db);
      if (row) return row;
      // The default is written at first use rather than by a migration (migrations hold no
      // content); the lock keeps processes starting together from writing it twice.
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_STATEMENT_LOCK_KEY}::bigint)`);
        const written = await newest(tx);
        if (written) return written;
        const [first] = await tx
          .insert(privacyStatements)
          .values({ text: DEFAULT_PRIVACY_STATEMENT, createdBy: null })
          .returning();
        return first!;
      });
    },
    async save(text, createdBy) {
      const [row] = await db.insert(privacyStatements).values({ text, createdBy }).returning();
      return row!;
    },
    async find(version) {
      const [row] = await db
        .select()
        .from(privacyStatements)
        .where(eq(privacyStatements.version, version));
      return row ?? null;
    },
  };
}
