import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { readMigrations } from '../store/migrate.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { pages as pagesTable } from '../pages/store/tables.ts';
import type { PageRepository } from '../pages/store/page-repository.ts';
import { CAMPAIGN_SEED } from './campaign-seed.ts';
import { pageDigest } from './page-digest.ts';
import { pageSeeds } from './refresh-seeded-pages.ts';
import { PRODUCT_OFFERS } from './pages/product-offers.ts';
import { ACCOUNT_OPENING_COURSE } from '../campaigns/store/account-opening-gift.ts';

/**
 * Demo content: what the seed writes outside production (pages, campaign data, the demo
 * catalogue, the stock competition's demo players). Its pages carry the `demo` flag the builder
 * shows as 演示; `removeDemo` takes all of it away in one step and records that, so later starts
 * seed nothing again.
 */

const DEMO_REMOVED = 'demo-removed';

/** The migration whose statements remove the demo catalogue where nothing real refers to it. */
const CATALOGUE_CLEAN_UP = '0076';

export async function demoRemoved(db: Db): Promise<boolean> {
  const rows = await sqlRows(
    db,
    sql`SELECT 1 AS one FROM store_flags WHERE name = ${DEMO_REMOVED}`,
  );
  return rows.length > 0;
}

/** Marks pages the seed wrote as demo content. */
export async function markDemoPages(db: Db, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await db
    .update(pagesTable)
    .set({ demo: true })
    .where(inArray(pagesTable.code, [...codes]));
}

export interface DemoRemoval {
  /** Demo pages removed. */
  pages: string[];
  /** Demo pages an editor has changed or marked as a template: kept, no longer demo. */
  kept: string[];
}

/**
 * Removes the demo: every demo page still as the seed wrote it (one an editor changed or marked
 * as a template is kept and loses the flag), the seeded campaign data and catalogue that no user's record refers to,
 * and the demo players; then records the removal.
 */
export async function removeDemo(db: Db, pages: PageRepository): Promise<DemoRemoval> {
  const demo = await db
    .select({ code: pagesTable.code, draft: pagesTable.draft, template: pagesTable.template })
    .from(pagesTable)
    .where(eq(pagesTable.demo, true));
  const recorded = demo.length
    ? await db
        .select({ code: pageSeeds.code, digest: pageSeeds.digest })
        .from(pageSeeds)
        .where(
          inArray(
            pageSeeds.code,
            demo.map((page) => page.code),
          ),
        )
    : [];
  const seeded = new Set(recorded.map((row) => `${row.code}\u0000${row.digest}`));
  const removal: DemoRemoval = { pages: [], kept: [] };
  for (const page of demo) {
    // A page marked 设为模板 is one a marketer chose to build on: kept like a changed one.
    const unchanged = seeded.has(`${page.code}\u0000${pageDigest(page.draft)}`);
    if (unchanged && page.template !== true) {
      // Sample content, not a business record: its versions, archives and reviews go with it
      // (explicitly; a page's records are otherwise kept, `pages.remove` refuses).
      await pages.removeWithRecords(page.code);
      removal.pages.push(page.code);
    } else {
      await db
        .update(pagesTable)
        .set({ demo: false })
        .where(and(eq(pagesTable.code, page.code), eq(pagesTable.demo, true)));
      removal.kept.push(page.code);
    }
  }

  const cleanUp = (await readMigrations()).find((m) => m.id === CATALOGUE_CLEAN_UP);
  const seed = CAMPAIGN_SEED;
  const productIds = [
    ...seed.products.map((product) => product.shopProductId),
    ...PRODUCT_OFFERS.map((offer) => offer.shopProductId),
  ];
  await db.transaction(async (tx) => {
    // Demo players of the stock competition (negative ids: no account has one).
    await tx.execute(sql`DELETE FROM sim_portfolios WHERE softuser_id < 0`);
    await tx.execute(sql`
      DELETE FROM products p
      WHERE p.shop_product_id IN (${sql.join(productIds, sql`, `)})
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.shop_product_id = p.shop_product_id)
        AND NOT EXISTS (SELECT 1 FROM product_subscriptions s
                        WHERE s.shop_product_id = p.shop_product_id)`);
    await tx.execute(sql`
      DELETE FROM chat_groups g
      WHERE g.id IN (${sql.join(
        seed.groups.map((group) => group.id),
        sql`, `,
      )})
        AND NOT EXISTS (SELECT 1 FROM chat_group_members m WHERE m.group_id = g.id)`);
    const byKey = (table: string, column: string, keys: readonly (string | number)[]) =>
      tx.execute(
        sql`DELETE FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IN (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
      );
    await byKey(
      'staff_bindings',
      'state_code',
      seed.staffBindings.map((binding) => binding.stateCode),
    );
    await byKey(
      'staff',
      'id',
      seed.staff.map((member) => member.id),
    );
    await byKey(
      'qr_codes',
      'code_id',
      seed.qrCodes.map((code) => code.codeId),
    );
    await byKey(
      'virtual_users',
      'id',
      seed.virtualUsers.map((users) => users.id),
    );
    await byKey(
      'vacancies',
      'id',
      seed.vacancies.map((vacancy) => vacancy.id),
    );
    await byKey(
      'jump_targets',
      'state_code',
      seed.jumpTargets.map((target) => target.stateCode),
    );
    // The catalogue: the same statements that took it out of the migrations.
    for (const statement of statementsOf(cleanUp?.sql ?? '')) await tx.execute(sql.raw(statement));
    // The account-opening gift's course came after that migration: it goes the same way.
    await tx.execute(sql`
      DELETE FROM topic_products p
      WHERE p.code = ${ACCOUNT_OPENING_COURSE.code} AND p.name = ${ACCOUNT_OPENING_COURSE.name}
        AND NOT EXISTS (SELECT 1 FROM advisory_contracts c WHERE c.product_code = p.code)
        AND NOT EXISTS (SELECT 1 FROM user_products u WHERE u.product_code = p.code)`);
    await tx.execute(
      sql`INSERT INTO store_flags (name) VALUES (${DEMO_REMOVED}) ON CONFLICT (name) DO NOTHING`,
    );
  });
  return removal;
}

/** A migration's statements, one by one (either driver runs one per call with parameters). */
function statementsOf(script: string): string[] {
  return script
    .replace(/--[^\n]*/g, '')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}
