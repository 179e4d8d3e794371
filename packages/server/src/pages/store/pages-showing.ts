import { sql } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';

/** A page that shows a file: in its draft, in published versions (numbers, oldest first), or both. */
export interface PageShowing {
  code: string;
  title: string;
  inDraft: boolean;
  versions: number[];
}

/**
 * The pages whose draft or any published version holds `needle` (a media file's
 * `/media/<sha256>` path), by code. Every version counts, not only the live one: a rollback puts
 * an older one back in front of visitors. Pass a transaction as `db` to take part in it.
 */
export async function pagesShowing(db: Db, needle: string): Promise<PageShowing[]> {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await sqlRows<{ code: string; title: string; in_draft: boolean; versions: unknown }>(
    db,
    sql`SELECT p.code, p.title, p.draft::text LIKE ${pattern} AS in_draft,
          COALESCE((SELECT json_agg(v.version ORDER BY v.version) FROM page_versions v
            WHERE v.page_id = p.id AND v.data::text LIKE ${pattern}), '[]'::json) AS versions
        FROM pages p
        WHERE p.draft::text LIKE ${pattern}
          OR EXISTS (SELECT 1 FROM page_versions v WHERE v.page_id = p.id AND v.data::text LIKE ${pattern})
        ORDER BY p.code`,
  );
  return rows.map((row) => {
    const versions = typeof row.versions === 'string' ? JSON.parse(row.versions) : row.versions;
    return {
      code: row.code,
      title: row.title,
      inDraft: row.in_draft,
      versions: Array.isArray(versions) ? versions.map(Number) : [],
    };
  });
}
