import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import type { Editor } from './editor-repository.ts';

export interface PersonalRelease {
  editor: Editor | null;
  /** Which data: `leads`, or a sign-up table's name. */
  subject: string;
  /** A CSV export, or a screen that showed whole values. */
  action: 'export' | 'read';
  /** The page or campaign the rows were filtered by ('' when none). */
  pageCode: string;
  /** The days asked for, when the rows were filtered by date. */
  period: { from: string; to: string } | null;
  whole: boolean;
  rowCount: number;
}

/**
 * Records a release of visitors' personal data in `lead_exports` (every CSV export, masked or
 * not, and every screen read that showed whole values): who, when, what, which rows.
 */
export async function recordPersonalRelease(db: Db, release: PersonalRelease): Promise<void> {
  const { editor, period } = release;
  await db.execute(sql`INSERT INTO lead_exports
      (editor_id, username, role, page_code, period_from, period_to, full_phones, row_count,
       subject, action)
    VALUES (${editor?.id ?? null}, ${editor?.username ?? ''}, ${editor?.role ?? ''},
      ${release.pageCode}, ${period?.from ?? null}::date, ${period?.to ?? null}::date,
      ${release.whole}, ${release.rowCount}, ${release.subject}, ${release.action})`);
}
