import { eq } from 'drizzle-orm';
import type { CompliancePhrase } from '@h5-page/blocks/compliance/compliance-problem';
import { DEFAULT_COMPLIANCE_PHRASES } from '@h5-page/blocks/compliance/default-phrases';
import type { Db } from '../store/open-database.ts';
import { compliancePhraseList } from './compliance-tables.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';

/** The phrase list in force and who saved it last (null while it is the default list). */
export interface PhraseList {
  phrases: CompliancePhrase[];
  updatedAt: Date | null;
  updatedBy: string | null;
}

/** The compliance checks' phrase list: the admins' saved list, else the default one. */
export function createCompliancePhraseRepository(db: Db) {
  return {
    async get(): Promise<PhraseList> {
      const [row] = await db
        .select()
        .from(compliancePhraseList)
        .where(eq(compliancePhraseList.id, 1));
      if (!row)
        return { phrases: [...DEFAULT_COMPLIANCE_PHRASES], updatedAt: null, updatedBy: null };
      return { phrases: row.phrases, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
    },

    /**
     * Replaces the whole list in one statement: every check after it reads the new list. The
     * audit trail keeps the list saved, with the change, in the same transaction.
     */
    async save(phrases: readonly CompliancePhrase[], by: string | null): Promise<PhraseList> {
      const list = phrases.map(({ phrase, level }) => ({ phrase, level }));
      const updatedAt = new Date();
      await db.transaction(async (tx) => {
        await tx
          .insert(compliancePhraseList)
          .values({ id: 1, phrases: list, updatedAt, updatedBy: by })
          .onConflictDoUpdate({
            target: compliancePhraseList.id,
            set: { phrases: list, updatedAt, updatedBy: by },
          });
        await appendAuditEntry(tx, {
          actor: by,
          action: 'compliance.phrases',
          detail: { phrases: list },
        });
      });
      return { phrases: list, updatedAt, updatedBy: by };
    },
  };
}
