import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActivityPage } from '@h5-page/schema/page';
import { AppError } from '../../src/errors.ts';
import { testPage } from '../support/pages.ts';
import { createEventRepository } from '../../src/tracking/event-repository.ts';
import type { EventRepository } from '../../src/tracking/event-repository.ts';
import { migrate } from '../../src/store/migrate.ts';
import type { Database } from '../../src/store/open-database.ts';
import { createPageRepository } from '../../src/pages/store/page-repository.ts';
import { pages as pagesTable } from '../../src/pages/store/tables.ts';
import type { PageRepository } from '../../src/pages/store/page-repository.ts';

/**
 * The repository behaviour both drivers must share; run by page-repository.test.ts (PGlite)
 * and postgres.test.ts (PostgreSQL).
 */
export function repositorySuite(open: () => Promise<Database>): void {
  let database: Database;
  let pages: PageRepository;
  let events: EventRepository;

  beforeAll(async () => {
    database = await open();
    await migrate(database);
    pages = createPageRepository(database.db);
    events = createEventRepository(database.db);
  });
  afterAll(async () => {
    await events?.close();
    await database?.close();
  });

  const expectAppError = async (promise: Promise<unknown>, code: string) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
  };

  describe('migrations', () => {
    it('are idempotent: a second run applies nothing and keeps the data', async () => {
      await pages.saveDraft(testPage('migrate-twice'));
      expect(await migrate(database)).toEqual([]);
      expect(await pages.getDraft('migrate-twice')).not.toBeNull();
    });
  });

  describe('pages', () => {
    it('saves a draft that visitors do not see until it is published', async () => {
      const draft = await pages.saveDraft(testPage('draft-only'));
      expect(draft).toMatchObject({
        code: 'draft-only',
        title: '测试页面 draft-only',
        publishedVersion: null,
      });
      expect(draft.page).toEqual(testPage('draft-only'));
      expect(await pages.getPublished('draft-only')).toBeNull();
      expect(await pages.getPublishedVersionId('draft-only')).toBeNull();
      expect(await pages.getPublishedVersionId('no-such-page')).toBeUndefined();
      const summary = (await pages.list()).find((p) => p.code === 'draft-only');
      expect(summary).toMatchObject({
        publishedVersion: null,
        publishedAt: null,
        hasUnpublishedChanges: true,
      });
    });

    it('publishes numbered versions and keeps the old one live until the next publish', async () => {
      await pages.saveDraft(testPage('versions', { title: '第一版' }));
      const first = await pages.publish('versions', '首次发布');
      expect(first).toMatchObject({ version: 1, note: '首次发布', current: true });

      await pages.saveDraft(testPage('versions', { title: '第二版' }));
      expect((await pages.getPublished('versions'))?.page.title).toBe('第一版');
      expect((await pages.getDraft('versions'))?.page.title).toBe('第二版');
      expect((await pages.list()).find((p) => p.code === 'versions')?.hasUnpublishedChanges).toBe(
        true,
      );

      const second = await pages.publish('versions');
      expect(second.version).toBe(2);
      const published = await pages.getPublished('versions');
      expect(published).toMatchObject({ version: 2, versionId: second.id });
      expect(published?.page.title).toBe('第二版');
      expect((await pages.list()).find((p) => p.code === 'versions')).toMatchObject({
        publishedVersion: 2,
        hasUnpublishedChanges: false,
      });

      const versions = await pages.listVersions('versions');
      expect(versions.map((v) => [v.version, v.current])).toEqual([
        [2, true],
        [1, false],
      ]);
      expect((await pages.getVersion('versions', 1))?.title).toBe('第一版');
      expect(await pages.getVersion('versions', 9)).toBeNull();
    });

    it('stores the page JSON with its key order, so export prints what was imported', async () => {
      const page = testPage('key-order', {
        page_schema: [
          { name: 'empty', value: { zeta: 1, height: 10, alpha: { y: 1, b: 2 } }, children: [] },
        ],
      });
      // Keys deliberately out of the usual order, top level included.
      const shuffled = {
        page_schema: page.page_schema,
        title: page.title,
        code: page.code,
        extra: page.extra,
        background: page.background,
        meta: page.meta,
        is_auto_fit: page.is_auto_fit,
      } as typeof page;
      await pages.importPage(shuffled);
      const stored = await pages.getPublishedJson('key-order');
      expect(stored?.json).toBe(JSON.stringify(shuffled));
      expect(JSON.stringify((await pages.getPublished('key-order'))?.page)).toBe(
        JSON.stringify(shuffled),
      );
      expect(JSON.stringify((await pages.getDraft('key-order'))?.page)).toBe(
        JSON.stringify(shuffled),
      );
    });

    it('answers PAGE_NOT_FOUND for pages that do not exist', async () => {
      await expectAppError(pages.publish('missing-page'), 'PAGE_NOT_FOUND');
      await expectAppError(pages.listVersions('missing-page'), 'PAGE_NOT_FOUND');
      await expectAppError(pages.rollback('missing-page', 1), 'PAGE_NOT_FOUND');
      expect(await pages.getDraft('missing-page')).toBeNull();
      expect(await pages.getPublished('missing-page')).toBeNull();
    });

    it('imports atomically: saved and published together, or not at all', async () => {
      const info = await pages.importPage(testPage('imported'));
      expect(info.version).toBe(1);
      expect((await pages.list()).find((p) => p.code === 'imported')?.hasUnpublishedChanges).toBe(
        false,
      );

      const before = await pages.count();
      await expectAppError(
        pages.importPages([testPage('batch-ok'), testPage('')]),
        'PAGE_CODE_REQUIRED',
      );
      expect(await pages.count()).toBe(before);
      expect(await pages.getDraft('batch-ok')).toBeNull();
    });

    it('rolls back by publishing an old version again and making it the draft', async () => {
      await pages.importPage(testPage('rollback', { title: 'A' }));
      await pages.importPage(testPage('rollback', { title: 'B' }));
      await pages.saveDraft(testPage('rollback', { title: 'C (unsaved work)' }));
      const info = await pages.rollback('rollback', 1);
      expect(info).toMatchObject({ version: 3, note: '回滚到版本 1', current: true });
      expect((await pages.getPublished('rollback'))?.page.title).toBe('A');
      const draft = await pages.getDraft('rollback');
      expect(draft).toMatchObject({ title: 'A', publishedVersion: 3 });
      expect(draft?.page.title).toBe('A');
      await expectAppError(pages.rollback('rollback', 42), 'PAGE_VERSION_NOT_FOUND');
      expect((await pages.listVersions('rollback')).map((v) => v.version)).toEqual([3, 2, 1]);
    });

    it('tells listeners after each publish, import and rollback', async () => {
      const heard: string[] = [];
      const stop = pages.onPublish((code) => heard.push(code));
      await pages.importPage(testPage('listened'));
      await pages.publish('listened');
      await pages.rollback('listened', 1);
      stop();
      await pages.publish('listened');
      expect(heard).toEqual(['listened', 'listened', 'listened']);
    });

    it('keeps the live version until a scheduled start, then shows and promotes the new one', async () => {
      await pages.importPage(testPage('scheduled', { title: '现行版' }));
      // What visitors get after the end is the page file's, published with it.
      await pages.saveDraft(
        testPage('scheduled', {
          title: '预定版',
          after_end: { kind: 'redirect', url: '/h5-page/h5/next' },
        }),
      );
      const start = Date.now() + 60 * 60 * 1000;
      const end = start + 60 * 60 * 1000;
      const info = await pages.publish('scheduled', '', {
        startsAt: new Date(start),
        endsAt: new Date(end),
      });
      expect(info).toMatchObject({ version: 2, current: false, scheduled: true });

      const before = await pages.getPublishedJson('scheduled', start - 1);
      expect(before).toMatchObject({ version: 1, switchAt: new Date(start), afterEnd: null });
      expect(JSON.parse(before!.json)).toMatchObject({ title: '现行版' });
      const after = await pages.getPublishedJson('scheduled', start);
      expect(after).toMatchObject({
        version: 2,
        versionId: info.id,
        switchAt: new Date(end),
        afterEnd: { kind: 'redirect', url: '/h5-page/h5/next' },
      });
      expect(await pages.getPublishedPointer('scheduled', start)).toEqual({
        versionId: info.id,
        switchAt: end,
      });
      expect(await pages.nextSwitch(start - 1)).toBe(start);
      expect(await pages.switchesBetween(start - 1, end)).toEqual(
        expect.arrayContaining([
          { code: 'scheduled', at: start },
          { code: 'scheduled', at: end },
        ]),
      );
      expect((await pages.list()).find((p) => p.code === 'scheduled')).toMatchObject({
        publishedVersion: 1,
        scheduledStartsAt: new Date(start),
      });

      // The store still points at v1 until some process's timer promotes v2, once.
      expect(await pages.promoteDue(start - 1)).not.toContain('scheduled');
      expect(await pages.promoteDue(start)).toContain('scheduled');
      expect(await pages.promoteDue(start)).toEqual([]);
      expect(await pages.getPublishedVersionId('scheduled')).toBe(info.id);
      expect((await pages.listVersions('scheduled')).map((v) => [v.version, v.current])).toEqual([
        [2, true],
        [1, false],
      ]);

      // A publish that goes live at once replaces a schedule still waiting; a bound it does not
      // name is the page's (here v3's start), null removes it.
      await pages.publish('scheduled', '', {
        startsAt: new Date(start + 10 * 60 * 60 * 1000),
        endsAt: null,
      });
      await pages.publish('scheduled', '', { startsAt: null });
      expect(await pages.getPublishedJson('scheduled', start + 11 * 60 * 60 * 1000)).toMatchObject({
        version: 4,
        switchAt: null,
      });
    });

    it('numbers concurrent publishes of one page without gaps or clashes', async () => {
      await pages.saveDraft(testPage('concurrent'));
      const results = await Promise.all(
        Array.from({ length: 6 }, () => pages.publish('concurrent')),
      );
      expect(results.map((r) => r.version).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
      expect((await pages.getPublished('concurrent'))?.version).toBe(6);
    });
  });

  describe('templates', () => {
    /** What the seed does to the pages it writes (a seeded template also gets its category). */
    const markDemo = (code: string, templateCategory?: string) =>
      database.db
        .update(pagesTable)
        .set({ demo: true, ...(templateCategory ? { templateCategory } : {}) })
        .where(eq(pagesTable.code, code));
    const templateCodes = async (prefix: string) =>
      (await pages.listTemplates())
        .map((item) => item.code)
        .filter((code) => code.startsWith(prefix));
    const listed = async (code: string) => (await pages.list()).find((p) => p.code === code);

    it('offers a seeded template until it is unmarked, and any page once marked', async () => {
      await pages.saveDraft(testPage('tpl-own', { title: 'B 自建' }));
      await pages.saveDraft(testPage('tpl-own-2', { title: 'A 自建' }));
      await pages.saveDraft(testPage('tpl-seeded', { title: 'A 演示' }));
      await pages.saveDraft(testPage('tpl-campaign', { title: 'B 演示活动' }));
      await pages.saveDraft(testPage('tpl-plain'));
      await markDemo('tpl-seeded', '节日');
      await markDemo('tpl-campaign');
      // Never chosen: the seeded template is one; a seeded campaign and the others are not.
      expect(await templateCodes('tpl-')).toEqual(['tpl-seeded']);
      expect(await listed('tpl-seeded')).toMatchObject({ demo: true, template: true });
      expect(await listed('tpl-campaign')).toMatchObject({ demo: true, template: false });
      expect(await listed('tpl-plain')).toMatchObject({ demo: false, template: false });

      expect(await pages.setTemplate('tpl-own', true, '讲座')).toEqual({ category: '讲座' });
      expect(await pages.setTemplate('tpl-own-2', true)).toEqual({ category: '活动' });
      expect(await pages.setTemplate('tpl-nobody', true)).toBeNull();
      // The marketers' own first, by title; then the seeded ones.
      expect(await templateCodes('tpl-')).toEqual(['tpl-own-2', 'tpl-own', 'tpl-seeded']);
      const categories = Object.fromEntries(
        (await pages.listTemplates()).map((item) => [item.code, item.category]),
      );
      expect(categories).toMatchObject({
        'tpl-own': '讲座',
        'tpl-own-2': '活动',
        'tpl-seeded': '节日',
      });

      // Unmarked wins over seeded, and marking again brings it back under its category.
      expect(await pages.setTemplate('tpl-seeded', false)).toEqual({ category: '节日' });
      expect(await templateCodes('tpl-')).toEqual(['tpl-own-2', 'tpl-own']);
      expect(await listed('tpl-seeded')).toMatchObject({ demo: true, template: false });
      expect(await pages.getTemplate('tpl-seeded')).toBeNull();
      expect(await pages.setTemplate('tpl-seeded', true)).toEqual({ category: '节日' });
      expect(await templateCodes('tpl-')).toEqual(['tpl-own-2', 'tpl-own', 'tpl-seeded']);
      expect(await listed('tpl-seeded')).toMatchObject({ template: true });
      // A seeded campaign is offered once marked.
      expect(await pages.setTemplate('tpl-campaign', true, '直播')).toEqual({ category: '直播' });
      expect(await templateCodes('tpl-')).toContain('tpl-campaign');
    });

    it('reads a template’s draft only while it is offered', async () => {
      await pages.saveDraft(testPage('tpl-read', { title: '可读模板' }));
      expect(await pages.getTemplate('tpl-read')).toBeNull();
      await pages.setTemplate('tpl-read', true);
      expect((await pages.getTemplate('tpl-read'))?.page).toEqual(
        testPage('tpl-read', { title: '可读模板' }),
      );
      expect(await pages.getTemplate('tpl-missing')).toBeNull();
    });

    it('lists each template with its page, draft revision and number of top-level blocks', async () => {
      const first = await pages.saveDraft(testPage('tpl-count'));
      await pages.saveDraft(
        testPage('tpl-count', {
          page_schema: [
            { name: 'empty', value: { height: 20 }, children: [] },
            {
              name: 'popup',
              value: { id: 'p' },
              children: [{ name: 'empty', value: { height: 5 }, children: [] }],
            },
            { name: 'countdown', value: { type: 1, endTime: 1767225600000 }, children: [] },
          ],
        }),
      );
      // A draft from before the schema checked its blocks: no list, no blocks counted.
      await pages.saveDraft({
        ...testPage('tpl-odd'),
        page_schema: { broken: true },
      } as unknown as ActivityPage);
      await pages.setTemplate('tpl-count', true);
      await pages.setTemplate('tpl-odd', true);
      const list = (await pages.listTemplates()).filter((item) => item.code.startsWith('tpl-'));
      expect(list.find((item) => item.code === 'tpl-count')).toEqual({
        pageId: first.pageId,
        code: 'tpl-count',
        title: '测试页面 tpl-count',
        demo: false,
        category: '活动',
        revision: first.revision + 1,
        blocks: 3,
        draftUpdatedAt: expect.any(Date),
      });
      expect(list.find((item) => item.code === 'tpl-odd')).toMatchObject({ blocks: 0 });
    });

    it('creates a page only under a free code, writing nothing otherwise', async () => {
      const created = await pages.createDraft(testPage('tpl-new', { title: '新页面' }), 'writer');
      expect(created).toMatchObject({
        code: 'tpl-new',
        title: '新页面',
        updatedBy: 'writer',
        revision: 1,
        publishedVersion: null,
      });
      expect(await pages.createDraft(testPage('tpl-new', { title: '另一个' }), 'other')).toBeNull();
      expect(await pages.getDraft('tpl-new')).toMatchObject({
        title: '新页面',
        updatedBy: 'writer',
        revision: 1,
      });
      expect(await listed('tpl-new')).toMatchObject({ demo: false, template: false });
    });

    it('lets exactly one of concurrent creates of one code through', async () => {
      const titles = Array.from({ length: 8 }, (_, i) => `并发 ${i}`);
      const results = await Promise.all(
        titles.map((title) => pages.createDraft(testPage('tpl-race', { title }))),
      );
      const winners = results.filter((result) => result !== null);
      expect(winners).toHaveLength(1);
      const stored = await pages.getDraft('tpl-race');
      expect(stored).toMatchObject({ title: winners[0]!.title, revision: 1 });
      const rows = await database.db
        .select({ id: pagesTable.id })
        .from(pagesTable)
        .where(eq(pagesTable.code, 'tpl-race'));
      expect(rows).toHaveLength(1);
    });
  });

  describe('events', () => {
    it('writes buffered events in batches and counts them per page', async () => {
      for (let i = 0; i < 7; i += 1)
        events.record({ kind: 'pv', pageCode: 'counted', sessionId: `s${i}` });
      events.record({ kind: 'click', pageCode: 'counted', data: { name: '按钮' } });
      events.record({ kind: 'pv', pageCode: 'other' });
      await events.flush();
      expect(await events.count({ pageCode: 'counted', kind: 'pv' })).toBe(7);
      expect(await events.count({ pageCode: 'counted' })).toBe(8);
      const [click] = await events.list({ pageCode: 'counted', kind: 'click' });
      expect(click).toMatchObject({ kind: 'click', pageCode: 'counted', data: { name: '按钮' } });
      expect(
        await events.count({ pageCode: 'counted', since: new Date(Date.now() + 60_000) }),
      ).toBe(0);
    });

    it('inserts many rows in one statement', async () => {
      await events.insertMany(
        Array.from({ length: 600 }, (_, i) => ({ kind: 'pv', pageCode: 'bulk', pageId: i })),
      );
      expect(await events.count({ pageCode: 'bulk' })).toBe(600);
    });
  });
}
