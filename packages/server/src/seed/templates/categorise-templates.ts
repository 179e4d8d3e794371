import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { pages as pagesTable } from '../../pages/store/tables.ts';
import { TEMPLATE_CATEGORY_OF } from './seed-templates.ts';

/**
 * Gives each seeded template page its category, where the seed wrote it (a demo page) and it has
 * none yet, in one statement: the picker lists a demo page with a category as a template until
 * an editor unmarks it. A category an editor chose since is kept.
 */
export async function categoriseSeededTemplates(db: Db): Promise<void> {
  const entries = [...TEMPLATE_CATEGORY_OF];
  if (entries.length === 0) return;
  const category = sql.join(
    [
      sql`CASE ${pagesTable.code}`,
      ...entries.map(([code, name]) => sql`WHEN ${code} THEN ${name}`),
      sql`END`,
    ],
    sql` `,
  );
  await db
    .update(pagesTable)
    .set({ templateCategory: sql`${category}` })
    .where(
      and(
        inArray(
          pagesTable.code,
          entries.map(([code]) => code),
        ),
        eq(pagesTable.demo, true),
        isNull(pagesTable.templateCategory),
      ),
    );
}
