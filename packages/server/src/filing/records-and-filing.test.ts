import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { build } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { ADMIN_PASSWORD, body, signIn } from '#test/support/admin.ts';
import { testPage } from '#test/support/pages.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { signedInAccount } from '#test/support/signed-in-editor.ts';
import { sqlRows } from '../store/sql-rows.ts';

/**
 * Records kept as long as the law asks (《证券法》, 20 years) and filing before use (需报备): a page
 * that has versions, review records or filings cannot be deleted (the route refuses with 409, the
 * keys refuse in the database); a page marked 需报备 goes live only once a filing is recorded and
 * its working days have passed, checked against the app's clock (moved by the test, no sleeps).
 */

/** 2026-11-27 10:00 China time (a Friday). */
let clock = Date.UTC(2026, 10, 27, 2, 0);
const chinaNoon = (day: string) => Date.parse(`${day}T12:00:00+08:00`);

let app: FastifyInstance;
let admin: { cookie: string };
let publisher: { cookie: string };
let editor: { cookie: string };
appForAll(async () => {
  app = await build({
    config: {
      dataDir: ':memory:',
      adminPassword: ADMIN_PASSWORD,
      filingWaitWorkingDays: 5,
      filingHolidays: ['2026-12-03'],
    },
    seed: false,
    ssr: false,
    now: () => clock,
  });
  admin = await signIn(app);
  publisher = await signedInAccount(app, admin, 'pub', 'publisher');
  editor = await signedInAccount(app, admin, 'ed', 'editor');
  return app;
});

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = admin) =>
  app.inject({ method, url: `/admin/api${url}`, headers, ...(payload ? { payload } : {}) });
const draft = (code: string) => call('PUT', `/pages/${code}`, testPage(code));
const remove = (code: string) => call('DELETE', `/pages/${code}`, { confirm: code });
const auditOf = (code: string) =>
  sqlRows<{ action: string; actor: string | null; detail: Record<string, unknown> }>(
    app.database.db,
    sql`SELECT action, actor, detail FROM audit_entries WHERE page_code = ${code} ORDER BY seq`,
  );
const KEPT = /版本、审核记录和归档须依《证券法》保存至少 20 年，不能删除/;

describe('a page with business records cannot be deleted', () => {
  it('refuses a published page with 409 and keeps it', async () => {
    await draft('rec-live');
    expect((await call('POST', '/pages/rec-live/publish', {})).statusCode).toBe(200);
    const refused = await remove('rec-live');
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ code: 'PAGE_RECORDS_KEPT' });
    expect(body(refused).msg).toMatch(KEPT);
    expect(body(refused).msg).toContain('如需下线，请设置结束时间');
    expect((await call('GET', '/pages/rec-live')).statusCode).toBe(200);
    expect((await auditOf('rec-live')).map((e) => e.action)).not.toContain('page.delete');
  });

  it('refuses a page only ever submitted for review', async () => {
    await draft('rec-reviewed');
    const submitted = await call('POST', '/pages/rec-reviewed/submit', { note: '请审核' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const refused = await remove('rec-reviewed');
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toMatch(KEPT);
  });

  it('deletes a draft never published nor reviewed, audited', async () => {
    await draft('rec-fresh');
    const deleted = await remove('rec-fresh');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', '/pages/rec-fresh')).statusCode).toBe(404);
    expect((await auditOf('rec-fresh')).map((e) => e.action)).toContain('page.delete');
  });

  it('is refused by the database too (ON DELETE RESTRICT), whatever the code does', async () => {
    const [page] = await sqlRows<{ id: number }>(
      app.database.db,
      sql`SELECT id FROM pages WHERE code = 'rec-live'`,
    );
    const db = app.database.db;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE pages SET published_version_id = NULL, scheduled_version_id = NULL
              WHERE id = ${page!.id}`,
        );
        await tx.execute(sql`DELETE FROM pages WHERE id = ${page!.id}`);
      }),
    ).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM pages WHERE code = 'rec-reviewed'`)).rejects.toThrow();
    // The versions' archives are kept with them.
    const [version] = await sqlRows<{ id: number }>(
      db,
      sql`SELECT id FROM page_versions WHERE page_id = ${page!.id}`,
    );
    await db.execute(
      sql`INSERT INTO page_version_archives (version_id, html, file) VALUES (${version!.id}, '<p>', '<p>')`,
    );
    await expect(
      db.execute(sql`DELETE FROM page_versions WHERE id = ${version!.id}`),
    ).rejects.toThrow();
    expect((await call('GET', '/pages/rec-live')).statusCode).toBe(200);
  });
});

describe('RECORD_RETENTION_YEARS', () => {
  it('is 20 years unless set longer', () => {
    expect(loadConfig({}).recordRetentionYears).toBe(20);
    expect(loadConfig({ RECORD_RETENTION_YEARS: '30' }).recordRetentionYears).toBe(30);
  });

  it('refuses to start below 20, naming the variable and the law', () => {
    for (const value of ['19', '0', 'twenty']) {
      let error: unknown;
      try {
        loadConfig({ RECORD_RETENTION_YEARS: value });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const problem = (error as ConfigError).problems.join('\n');
      expect(problem).toContain('RECORD_RETENTION_YEARS');
      expect(problem).toContain('《证券法》');
      expect(problem).toContain('20');
    }
  });

  it('reads the filing wait and holidays', () => {
    const config = loadConfig({
      FILING_WAIT_WORKING_DAYS: '3',
      FILING_HOLIDAYS: '2026-10-02, 2026-10-01',
    });
    expect(config.filingWaitWorkingDays).toBe(3);
    expect(config.filingHolidays).toEqual(['2026-10-01', '2026-10-02']);
    expect(loadConfig({}).filingWaitWorkingDays).toBe(5);
    expect(() => loadConfig({ FILING_HOLIDAYS: '2026-02-30' })).toThrow(/FILING_HOLIDAYS/);
    expect(() => loadConfig({ FILING_WAIT_WORKING_DAYS: 'x' })).toThrow(/FILING_WAIT_WORKING_DAYS/);
  });
});

interface FilingAnswer {
  required: boolean;
  filings: { filed_on: string; reference: string; recorded_by: string | null }[];
  earliest_go_live: string | null;
  wait_working_days: number;
}

describe('filing before use (需报备)', () => {
  it('answers the mark and the filings to any editor; 404 for no page', async () => {
    await draft('fil-a');
    const read = await call('GET', '/pages/fil-a/filing', undefined, editor);
    expect(read.statusCode).toBe(200);
    expect(body<FilingAnswer>(read).response).toEqual({
      required: false,
      filings: [],
      earliest_go_live: null,
      wait_working_days: 5,
    });
    expect((await call('GET', '/pages/nope/filing')).statusCode).toBe(404);
    expect((await call('PUT', '/pages/nope/filing', { required: true })).statusCode).toBe(404);
  });

  it('lets only publishers and admins mark a page and record a filing', async () => {
    const marked = await call('PUT', '/pages/fil-a/filing', { required: true }, editor);
    expect(marked.statusCode).toBe(403);
    const recorded = await call(
      'POST',
      '/pages/fil-a/filings',
      { filed_on: '2026-11-27', reference: 'BB-1' },
      editor,
    );
    expect(recorded.statusCode).toBe(403);
    expect(body<FilingAnswer>(await call('GET', '/pages/fil-a/filing')).response.required).toBe(
      false,
    );
    const byPublisher = await call('PUT', '/pages/fil-a/filing', { required: true }, publisher);
    expect(byPublisher.statusCode).toBe(200);
    expect(body<FilingAnswer>(byPublisher).response.required).toBe(true);
  });

  it('answers bad input 400 naming the field', async () => {
    const cases: [string, object, string][] = [
      ['PUT', { required: 'yes' }, '参数 required'],
      ['PUT', {}, '参数 required'],
      ['POST', { filed_on: '2026-02-30', reference: 'X' }, '参数 filed_on'],
      ['POST', { filed_on: '27/11/2026', reference: 'X' }, '参数 filed_on'],
      ['POST', { filed_on: '2026-11-27', reference: '  ' }, '参数 reference'],
      ['POST', { filed_on: '2026-11-27', reference: 'x'.repeat(65) }, '参数 reference'],
      ['POST', { reference: 'X' }, '参数 filed_on'],
    ];
    for (const [method, payload, named] of cases) {
      const url = method === 'PUT' ? '/pages/fil-a/filing' : '/pages/fil-a/filings';
      const answer = await call(method as Method, url, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(answer).msg).toContain(named);
    }
    expect(body<FilingAnswer>(await call('GET', '/pages/fil-a/filing')).response.filings).toEqual(
      [],
    );
  });

  it('refuses to publish a marked page without a filing', async () => {
    const refused = await call('POST', '/pages/fil-a/publish', {});
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ code: 'PAGE_FILING_PENDING' });
    expect(body(refused).msg).toContain('尚未记录报备');
  });

  it('records a filing, audited, and says the first day the page may go live', async () => {
    const recorded = await call(
      'POST',
      '/pages/fil-a/filings',
      { filed_on: '2026-11-27', reference: ' BB-2026-001 ' },
      publisher,
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    // Friday 11-27 + 5 working days, Thursday 12-03 a holiday: Mon 30, Tue 1, Wed 2, Fri 4, Mon 7.
    expect(body<FilingAnswer>(recorded).response).toMatchObject({
      required: true,
      filings: [{ filed_on: '2026-11-27', reference: 'BB-2026-001', recorded_by: 'pub' }],
      earliest_go_live: '2026-12-07',
    });
    const entries = await auditOf('fil-a');
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'page.filing_required',
          actor: 'pub',
          detail: { required: true },
        }),
        expect.objectContaining({
          action: 'page.filing_record',
          actor: 'pub',
          detail: { filed_on: '2026-11-27', reference: 'BB-2026-001' },
        }),
      ]),
    );
  });

  it('refuses to publish before that day, naming it; a start on that day is allowed', async () => {
    const early = await call('POST', '/pages/fil-a/publish', {});
    expect(early.statusCode).toBe(409);
    expect(body(early).msg).toBe(
      '该页面需报备：报备编号 BB-2026-001 于 2026-11-27 报备，2026-12-07 起方可上线',
    );
    expect(body(early).response).toEqual({ earliest_go_live: '2026-12-07' });
    // A start the day before is still early.
    const startTooSoon = await call('POST', '/pages/fil-a/publish', {
      starts_at: chinaNoon('2026-12-06'),
    });
    expect(startTooSoon.statusCode).toBe(409);
    expect((await call('GET', '/pages/fil-a/versions')).json()).toMatchObject({
      response: { versions: [] },
    });
    // Scheduled for the first allowed day: accepted now.
    const scheduled = await call('POST', '/pages/fil-a/publish', {
      starts_at: Date.parse('2026-12-07T00:00:00+08:00'),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
  });

  it('allows publishing once the clock reaches that day; rollback is held to it too', async () => {
    await draft('fil-b');
    await call('PUT', '/pages/fil-b/filing', { required: true });
    await call('POST', '/pages/fil-b/filings', { filed_on: '2026-11-27', reference: 'BB-2' });
    clock = Date.parse('2026-12-06T23:59:00+08:00');
    expect((await call('POST', '/pages/fil-b/publish', {})).statusCode).toBe(409);
    clock = Date.parse('2026-12-07T00:00:00+08:00');
    const published = await call('POST', '/pages/fil-b/publish', {});
    expect(published.statusCode, published.body).toBe(200);

    // A newer filing (the page changed and was filed again) restarts the wait.
    await call('POST', '/pages/fil-b/filings', { filed_on: '2026-12-07', reference: 'BB-3' });
    const rolled = await call('POST', '/pages/fil-b/rollback', { version: 1 });
    expect(rolled.statusCode).toBe(409);
    expect(body(rolled).msg).toContain('报备编号 BB-3 于 2026-12-07 报备，2026-12-14 起方可上线');

    // Unmarked: publishes as any page.
    await call('PUT', '/pages/fil-b/filing', { required: false });
    expect((await call('POST', '/pages/fil-b/rollback', { version: 1 })).statusCode).toBe(200);
    // Filings are records: the page cannot be deleted.
    await draft('fil-c');
    await call('POST', '/pages/fil-c/filings', { filed_on: '2026-12-01', reference: 'C' });
    expect((await remove('fil-c')).statusCode).toBe(409);
  });
});
