import type { Db } from '../store/open-database.ts';
import { leadExports } from './editor-tables.ts';
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
  await db.insert(leadExports).values({
    editorId: editor?.id ?? null,
    username: editor?.username ?? '',
    role: editor?.role ?? '',
    pageCode: release.pageCode,
    periodFrom: period?.from ?? null,
    periodTo: period?.to ?? null,
    fullPhones: release.whole,
    rowCount: release.rowCount,
    subject: release.subject,
    action: release.action,
  });
}
