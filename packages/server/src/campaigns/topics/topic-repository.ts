import { sql } from 'drizzle-orm';
import type { TopicProduct } from '@h5-page/schema/answers/topic-product';
import type { Db } from '../../store/open-database.ts';
import { sqlRows } from '../../store/sql-rows.ts';

export type { TopicProduct };

export interface UsingProduct {
  code: string;
  name: string;
  kind: string;
  started_at: string;
  expires_at: string;
}

export interface PortraitTag {
  code: string;
  name: string;
  description: string;
  derived: boolean;
}

const PRODUCT = sql`code, topic, kind, name, tag, risk_level, figure_label, figure_value, summary,
  sales_page`;

const DAY = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS ${column}`);

/** Topic products, the user's advisory contracts and products, and portrait tags. */
export function createTopicRepository(db: Db) {
  return {
    async products(topic: string | undefined, codes: string[]): Promise<TopicProduct[]> {
      const filters = [
        topic ? sql`topic = ${topic}` : null,
        codes.length > 0 ? sql`code IN (${sql.join(codes, sql`, `)})` : null,
      ].filter((f) => f !== null);
      return sqlRows<TopicProduct>(
        db,
        sql`SELECT ${PRODUCT} FROM topic_products
            ${filters.length > 0 ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``}
            ORDER BY topic, sort, code LIMIT 50`,
      );
    },
    async product(code: string): Promise<TopicProduct | null> {
      const [row] = await sqlRows<TopicProduct>(
        db,
        sql`SELECT ${PRODUCT} FROM topic_products WHERE code = ${code}`,
      );
      return row ?? null;
    },
    async signedCount(uid: number): Promise<number> {
      const [row] = await sqlRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM advisory_contracts WHERE uid = ${uid}`,
      );
      return row?.n ?? 0;
    },
    async isSigned(uid: number, code: string): Promise<boolean> {
      const rows = await sqlRows<{ one: number }>(
        db,
        sql`SELECT 1 AS one FROM advisory_contracts WHERE uid = ${uid} AND product_code = ${code}`,
      );
      return rows.length > 0;
    },
    /** The products whose service period has not ended. */
    async using(uid: number, code?: string): Promise<UsingProduct[]> {
      return sqlRows<UsingProduct>(
        db,
        sql`SELECT p.code, p.name, p.kind, ${DAY('started_at')}, ${DAY('expires_at')}
            FROM user_products u JOIN topic_products p ON p.code = u.product_code
            WHERE u.uid = ${uid} AND u.expires_at > now()
            ${code ? sql`AND p.code = ${code}` : sql``}
            ORDER BY u.expires_at, p.code`,
      );
    },
    async tags(): Promise<PortraitTag[]> {
      return sqlRows<PortraitTag>(
        db,
        sql`SELECT code, name, description, derived FROM portrait_tags ORDER BY sort, code`,
      );
    },
    async storedTags(uid: number): Promise<string[]> {
      const rows = await sqlRows<{ tag: string }>(
        db,
        sql`SELECT tag FROM user_portrait_tags WHERE uid = ${uid}`,
      );
      return rows.map((r) => r.tag);
    },
  };
}

export type TopicRepository = ReturnType<typeof createTopicRepository>;
