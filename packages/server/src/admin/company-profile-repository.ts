import { eq } from 'drizzle-orm';
import type { CompanyDetails } from '@h5-page/schema/company-profile';
import { DEFAULT_COMPANY_DETAILS } from '@h5-page/schema/company-profile';
import type { Db } from '../store/open-database.ts';
import { companyProfile } from './company-tables.ts';

/** The company details in force, and who saved them when (null: never saved, the defaults). */
export interface StoredCompanyDetails extends CompanyDetails {
  updatedAt: Date | null;
  updatedBy: string | null;
}

const ROW_ID = 1;

/** The stored details of the table's row (columns beyond the details' own left out). */
function storedOf(row: typeof companyProfile.$inferSelect): StoredCompanyDetails {
  return {
    name: row.name,
    licenceNumber: row.licenceNumber,
    hotline: row.hotline,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}

/** 企业信息: the one row of `company_profile`, read with the defaults standing in for none. */
export function createCompanyProfileRepository(db: Db) {
  return {
    async get(): Promise<StoredCompanyDetails> {
      const [row] = await db.select().from(companyProfile).where(eq(companyProfile.id, ROW_ID));
      if (!row) return { ...DEFAULT_COMPANY_DETAILS, updatedAt: null, updatedBy: null };
      return storedOf(row);
    },

    /** Replaces the details in one statement (the first save inserts the row). */
    async save(details: CompanyDetails, by: string | null): Promise<StoredCompanyDetails> {
      const values = { ...details, updatedAt: new Date(), updatedBy: by };
      const [row] = await db
        .insert(companyProfile)
        .values({ id: ROW_ID, ...values })
        .onConflictDoUpdate({ target: companyProfile.id, set: values })
        .returning();
      if (!row) throw new Error('saving the company profile returned no row');
      return storedOf(row);
    },
  };
}

export type CompanyProfileRepository = ReturnType<typeof createCompanyProfileRepository>;
