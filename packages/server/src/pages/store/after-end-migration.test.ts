import { describe, expect, it } from 'vitest';
import { validatePage } from '@h5-page/schema/validate-page';
import { migrate } from '../../store/migrate.ts';
import type { Database } from '../../store/open-database.ts';
import { openOlderStore } from '#test/support/older-store.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { testPage } from '#test/support/pages.ts';

/**
 * Before migration 0126 the after-end choice was sent with each publish and kept only on the
 * version; after it, a page's draft holds the choice its current version went live with, so the
 * next publish (which reads it from the draft) keeps it, and review sees it.
 */

const NOTICE = {
  kind: 'notice',
  message: '感谢参与',
  link_text: '下一期',
  link_url: '/h5-page/h5/b',
};
const REDIRECT = { kind: 'redirect', url: '/h5-page/h5/next' };

async function pageRow(
  database: Database,
  id: number,
  draft: string,
  versions: { ends: boolean; afterEnd: object | null }[],
  pointers: { live: number | null; waiting?: number },
) {
  await database.withSession(async (session) => {
    await session.query(
      `INSERT INTO pages (id, code, title, draft, draft_revision) VALUES ($1, $2, '', $3::json, 4)`,
      [id, `p${id}`, draft],
    );
    for (const [index, version] of versions.entries()) {
      await session.query(
        `INSERT INTO page_versions (id, page_id, version, data, ends_at, after_end)
         VALUES ($1, $2, $3, $4::json, $5, $6::json)`,
        [
          id * 10 + index + 1,
          id,
          index + 1,
          draft,
          version.ends ? '2026-11-30T15:59:00Z' : null,
          version.afterEnd ? JSON.stringify(version.afterEnd) : null,
        ],
      );
    }
    await session.query(
      `UPDATE pages SET published_version_id = $2, scheduled_version_id = $3 WHERE id = $1`,
      [
        id,
        pointers.live === null ? null : id * 10 + pointers.live,
        pointers.waiting === undefined ? null : id * 10 + pointers.waiting,
      ],
    );
  });
}

describe('the after-end choice of pages an older store kept', { timeout: 120_000 }, () => {
  it.each(['PGlite', 'PostgreSQL'])(
    'moves into each page’s draft from its current version; nothing else changes (%s)',
    async (driver) => {
      const fresh = driver === 'PostgreSQL' ? await createTestDatabase() : null;
      const older = await openOlderStore(fresh?.url ?? null, '0126');
      try {
        // Spaced as a script may have written it: the text is kept, the key appended.
        const spaced = JSON.stringify(testPage('p1'), null, 2);
        await pageRow(older, 1, spaced, [{ ends: true, afterEnd: NOTICE }], { live: 1 });
        const named = JSON.stringify(testPage('p2', { after_end: REDIRECT } as object));
        await pageRow(older, 2, named, [{ ends: true, afterEnd: NOTICE }], { live: 1 });
        const open = JSON.stringify(testPage('p3'));
        await pageRow(older, 3, open, [{ ends: false, afterEnd: NOTICE }], { live: 1 });
        const waiting = JSON.stringify(testPage('p4'));
        await pageRow(
          older,
          4,
          waiting,
          [
            { ends: true, afterEnd: NOTICE },
            { ends: true, afterEnd: REDIRECT },
          ],
          { live: 1, waiting: 2 },
        );
        await pageRow(older, 5, JSON.stringify(testPage('p5')), [], { live: null });

        expect(await migrate(older)).toContain('0126');
        const rows = await older.withSession((session) =>
          session.query<{ id: number; draft: string; draft_revision: number }>(
            'SELECT id, draft::text AS draft, draft_revision FROM pages ORDER BY id',
          ),
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        expect(byId.get(1)?.draft.startsWith(spaced.replace(/\s*\}\s*$/, ''))).toBe(true);
        expect(JSON.parse(byId.get(1)!.draft)).toEqual({ ...testPage('p1'), after_end: NOTICE });
        expect(byId.get(1)?.draft_revision).toBe(5);
        const checked = validatePage(JSON.parse(byId.get(1)!.draft));
        expect(checked.ok && checked.page.after_end).toEqual(NOTICE);
        // The waiting version is the page's newest choice.
        expect(JSON.parse(byId.get(4)!.draft)).toEqual({ ...testPage('p4'), after_end: REDIRECT });
        // A draft naming its own choice, a version without an end, a page never published: as was.
        expect(byId.get(2)).toMatchObject({ draft: named, draft_revision: 4 });
        expect(byId.get(3)).toMatchObject({ draft: open, draft_revision: 4 });
        expect(byId.get(5)).toMatchObject({ draft: JSON.stringify(testPage('p5')) });
      } finally {
        await older.close();
        await fresh?.drop();
      }
    },
  );
});
