import { sql } from 'drizzle-orm';
import type { CpmjArticle, CpmjSummary } from '@h5-page/schema/answers/cpmj-article';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';

export type { CpmjArticle, CpmjSummary };

export interface GroupPost {
  id: number;
  author: string;
  content: string;
  created_at: string;
}

const COLUMNS = sql`name, title, category, summary, author,
  to_char(published_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS published_at`;

/** 操盘秘籍 articles (by slug) and the group posts of a topic. */
export function createCpmjRepository(db: Db) {
  return {
    async list(category: string | undefined, limit: number): Promise<CpmjSummary[]> {
      return sqlRows<CpmjSummary>(
        db,
        sql`SELECT ${COLUMNS} FROM cpmj_articles
            ${category ? sql`WHERE category = ${category}` : sql``}
            ORDER BY sort, name LIMIT ${limit}`,
      );
    },
    async detail(name: string): Promise<CpmjArticle | null> {
      const [row] = await sqlRows<CpmjArticle>(
        db,
        sql`SELECT ${COLUMNS}, body FROM cpmj_articles WHERE name = ${name}`,
      );
      return row ?? null;
    },
    async posts(topic: string, limit: number): Promise<GroupPost[]> {
      return sqlRows<GroupPost>(
        db,
        sql`SELECT id::int AS id, author, content,
                   to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS created_at
            FROM group_posts WHERE topic = ${topic}
            ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
      );
    },
  };
}

export type CpmjRepository = ReturnType<typeof createCpmjRepository>;
