import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AuditEntry } from '../../src/audit/audit-chain.ts';
import { readCheckpoint } from '../../src/audit/audit-checkpoint.ts';
import { createAuditRepository } from '../../src/audit/audit-repository.ts';
import { createCheckpointWriter } from '../../src/audit/checkpoint-writer.ts';
import { openDatabase } from '../../src/store/open-database.ts';
import { body } from '../support/admin.ts';
import { appForAll } from '../support/app-for-all.ts';
import { signedInAccount } from '../support/signed-in-editor.ts';
import { signedInSuiteApp } from '../support/signed-in-suite-app.ts';
import { testPage } from '../support/pages.ts';

/**
 * The audit trail through the admin API and SQL: what each action leaves, the filters, the CSV,
 * the database refusing to rewrite it, the verification naming an entry changed by hand,
 * concurrent appends keeping one chain, and the signed checkpoint that shows entries cut off its
 * end. Run on PGlite (audit-trail.test.ts) and PostgreSQL (audit-trail-postgres.test.ts).
 */
export function auditSuite(databaseUrl: () => string | null): void {
  let app: FastifyInstance;
  let admin: { cookie: string };
  let reviewer: { cookie: string };
  let editor: { cookie: string };

  const checkpointDir = mkdtempSync(join(tmpdir(), 'h5-audit-checkpoint-'));
  afterAll(() => rmSync(checkpointDir, { recursive: true, force: true }));
  const checkpoint = {
    file: join(checkpointDir, 'audit-checkpoint.json'),
    key: 'a-checkpoint-key-for-the-audit-suite-0001',
  };
  /** The app's log, one parsed line each. */
  const logged: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n'))
        if (line) logged.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });

  appForAll(async () => {
    ({ app, admin } = await signedInSuiteApp(databaseUrl(), {
      config: { auditCheckpointFile: checkpoint.file, auditCheckpointKey: checkpoint.key },
      logStream,
    }));
    reviewer = await signedInAccount(app, admin, 'wang.fang', 'reviewer');
    editor = await signedInAccount(app, admin, 'zhang.wei', 'editor');
    return app;
  });

  const entries = async (query = '', who = admin) => {
    const response = await app.inject({ url: `/admin/api/audit${query}`, headers: who });
    expect(response.statusCode, response.body).toBe(200);
    return body<{
      entries: AuditEntry[];
      next_after_seq: number | null;
      next_before_seq: number | null;
    }>(response).response;
  };
  const last = async (action: string) => (await entries(`?action=${action}`)).entries.at(-1);

  /** Runs SQL on one connection, in one transaction. */
  const inTransaction = (statements: string[]) =>
    app.database.withSession((session) =>
      session.transaction(async (sql) => {
        for (const statement of statements) await sql.exec(statement);
      }),
    );
  /** The statements around `change` that let it past the triggers, as each store allows. */
  const bypassing = (change: string) =>
    app.database.kind === 'postgres'
      ? ['SET LOCAL session_replication_role = replica', change]
      : [
          'ALTER TABLE audit_entries DISABLE TRIGGER USER',
          change,
          'ALTER TABLE audit_entries ENABLE TRIGGER USER',
        ];

  describe('what each action leaves', () => {
    it('a sign-in names the account, a failed one the name tried, never the password', async () => {
      const signedIn = await last('session.sign_in');
      expect(signedIn).toMatchObject({ actor: 'zhang.wei', page_code: null });
      expect(signedIn?.detail).toMatchObject({ role: 'editor' });

      const failed = await app.inject({
        method: 'POST',
        url: '/admin/api/session',
        payload: { user: 'nobody', password: 'secret-guess-123' },
      });
      expect(failed.statusCode).toBe(401);
      const entry = await last('session.sign_in_failed');
      expect(entry).toMatchObject({
        actor: 'nobody',
        detail: { reason: 'unknown_user', unverified: true },
      });
      expect(JSON.stringify(entry)).not.toContain('secret-guess-123');

      // The actor filter and the CSV find it under that name, marked 登录失败.
      const named = (await entries('?actor=nobody&action=session.sign_in_failed')).entries;
      expect(named.map((e) => e.seq)).toEqual([entry!.seq]);
      const csv = await app.inject({
        url: '/admin/api/audit.csv?actor=nobody',
        headers: admin,
      });
      expect(csv.body).toContain(',nobody,登录失败,session.sign_in_failed,,');
      expect(csv.body).toContain('""unverified"":true');
    });

    it('a failed sign-in keeps the tried name visible, whatever was typed', async () => {
      const tried = async (user: string) => {
        const response = await app.inject({
          method: 'POST',
          url: '/admin/api/session',
          payload: { user, password: 'wrong-password-1' },
        });
        expect(response.statusCode).toBe(401);
        return (await last('session.sign_in_failed'))?.actor;
      };
      // A direction override and a zero-width space would make the name read otherwise.
      expect(await tried('admin\u202e\u200bnimda')).toBe('admin\uFFFD\uFFFDnimda');
      expect(await tried('   ')).toBe('(空白)');
    });

    it('save, publish, schedule and rollback each leave one entry with the actor and the page', async () => {
      const code = 'audit-page';
      const put = (title: string) =>
        app.inject({
          method: 'PUT',
          url: `/admin/api/pages/${code}`,
          headers: editor,
          payload: testPage(code, { title }),
        });
      expect((await put('一')).statusCode).toBe(200);
      const publish = (payload?: object) =>
        app.inject({
          method: 'POST',
          url: `/admin/api/pages/${code}/publish`,
          headers: admin,
          ...(payload ? { payload } : {}),
        });
      expect((await publish()).statusCode).toBe(200);
      expect((await put('二')).statusCode).toBe(200);
      expect((await publish()).statusCode).toBe(200);
      const later = new Date(Date.now() + 86_400_000).toISOString();
      expect((await publish({ starts_at: later })).statusCode).toBe(200);
      const rolled = await app.inject({
        method: 'POST',
        url: `/admin/api/pages/${code}/rollback`,
        headers: admin,
        payload: { version: 1 },
      });
      expect(rolled.statusCode).toBe(200);

      const trail = (await entries(`?page_code=${code}`)).entries;
      expect(trail.map((e) => [e.action, e.actor])).toEqual([
        ['page.save', 'zhang.wei'],
        ['page.publish', 'admin'],
        ['page.save', 'zhang.wei'],
        ['page.publish', 'admin'],
        ['page.schedule', 'admin'],
        ['page.rollback', 'admin'],
      ]);
      expect(trail[0]?.detail).toMatchObject({ revision: 1 });
      expect(trail[3]?.detail).toMatchObject({ version: 2 });
      expect(trail[4]?.detail).toMatchObject({ version: 3, starts_at: later });
      expect(trail[5]?.detail).toMatchObject({ version: 4, to_version: 1 });
      expect(trail.every((e) => e.page_code === code && /^[0-9a-f]{64}$/.test(e.hash))).toBe(true);
    });

    it('a refused write leaves nothing', async () => {
      const before = (await entries('?page_code=nowhere')).entries.length;
      const refused = await app.inject({
        method: 'POST',
        url: '/admin/api/pages/nowhere/publish',
        headers: admin,
      });
      expect(refused.statusCode).toBe(404);
      expect((await entries('?page_code=nowhere')).entries.length).toBe(before);
    });

    it('an account change names the account and role', async () => {
      await app.inject({
        method: 'PUT',
        url: '/admin/api/editors/zhang.wei/role',
        headers: admin,
        payload: { role: 'editor' },
      });
      expect(await last('account.role')).toMatchObject({
        actor: 'admin',
        detail: { user: 'zhang.wei', role: 'editor' },
      });
      expect(await last('account.create')).toMatchObject({ detail: { user: 'zhang.wei' } });
    });
  });

  describe('reading the trail', () => {
    it('filters by actor, action, page and time, oldest first, a page at a time', async () => {
      const all = (await entries()).entries;
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
      const mine = (await entries('?actor=zhang.wei')).entries;
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((e) => e.actor === 'zhang.wei')).toBe(true);
      const two = (await entries('?action=page.publish,page.rollback')).entries;
      expect(new Set(two.map((e) => e.action))).toEqual(new Set(['page.publish', 'page.rollback']));
      const system = (await entries('?actor=system')).entries;
      expect(system.every((e) => e.actor === null)).toBe(true);

      const first = await entries('?limit=2');
      expect(first.entries.map((e) => e.seq)).toEqual([1, 2]);
      expect(first.next_after_seq).toBe(2);
      const next = await entries(`?limit=2&after_seq=${first.next_after_seq}`);
      expect(next.entries.map((e) => e.seq)).toEqual([3, 4]);

      const at = all[2]!.at;
      const from = (await entries(`?from=${encodeURIComponent(at)}`)).entries;
      expect(from[0]?.seq).toBeLessThanOrEqual(3);
      expect(from.every((e) => e.at >= at)).toBe(true);
      expect((await entries('?to=2001-01-01')).entries).toEqual([]);
    });

    it('reads newest first for the builder, a page at a time, the CSV still oldest first', async () => {
      const all = (await entries()).entries;
      const newest = await entries('?order=newest&limit=2');
      expect(newest.entries.map((e) => e.seq)).toEqual([all.at(-1)!.seq, all.at(-2)!.seq]);
      expect(newest.next_after_seq).toBeNull();
      const older = await entries(`?order=newest&limit=2&before_seq=${newest.next_before_seq}`);
      expect(older.entries.map((e) => e.seq)).toEqual([all.at(-3)!.seq, all.at(-4)!.seq]);
      const whole = await entries('?order=newest&limit=5000');
      expect(whole.entries.map((e) => e.seq)).toEqual(all.map((e) => e.seq).reverse());
      expect(whole.next_before_seq).toBeNull();
      expect((await entries('?limit=2')).next_before_seq).toBeNull();
    });

    it('refuses bad values naming the field, and accounts that may not read it', async () => {
      const ask = (query: string, who = admin) =>
        app.inject({ url: `/admin/api/audit${query}`, headers: who });
      for (const [query, field] of [
        ['?from=yesterday', 'from'],
        ['?to=2026-13-01', 'to'],
        ['?limit=0', 'limit'],
        ['?limit=5001', 'limit'],
        ['?action=DROP TABLE', 'action'],
        ['?order=latest', 'order'],
        ['?order=newest&before_seq=0', 'before_seq'],
        ['?from=2026-03-02&to=2026-03-01', 'to'],
      ] as const) {
        const refused = await ask(query);
        expect(refused.statusCode, query).toBe(400);
        expect(body(refused).msg, query).toContain(`参数 ${field}`);
      }
      expect((await ask('', editor)).statusCode).toBe(403);
      expect((await ask('', reviewer)).statusCode).toBe(200);
      expect((await app.inject({ url: '/admin/api/audit' })).statusCode).toBe(401);
    });

    it('exports CSV with a BOM, and the export is itself an entry', async () => {
      const response = await app.inject({
        url: '/admin/api/audit.csv?page_code=audit-page',
        headers: reviewer,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(
        response.body.startsWith('\uFEFF序号,时间,操作人,操作,操作代码,页面,详情,哈希\r\n'),
      ).toBe(true);
      const lines = response.body.trim().split('\r\n');
      expect(lines).toHaveLength(7);
      expect(lines[2]).toContain(',admin,发布,page.publish,audit-page,');
      expect(await last('audit.export')).toMatchObject({
        actor: 'wang.fang',
        detail: { rows: 6, filters: { page_code: 'audit-page' } },
      });
    });
  });

  describe('a trail that cannot be rewritten', () => {
    it('the database refuses UPDATE, DELETE and TRUNCATE', async () => {
      for (const statement of [
        `UPDATE audit_entries SET actor = 'someone' WHERE seq = 1`,
        'DELETE FROM audit_entries WHERE seq = 1',
        'DELETE FROM audit_entries WHERE false',
        'TRUNCATE audit_entries',
      ]) {
        await expect(inTransaction([statement]), statement).rejects.toThrow(/append-only/);
      }
      expect((await entries('?limit=1')).entries[0]?.seq).toBe(1);
    });

    it('verify passes, then names the entry changed by hand behind the triggers', async () => {
      const audit = createAuditRepository(app.database.db);
      const intact = await audit.verify();
      expect(intact).toMatchObject({ ok: true });
      const publish = (await entries('?action=page.publish')).entries[0]!;
      const original = JSON.stringify(publish.detail).replaceAll("'", "''");
      await inTransaction(
        bypassing(
          `UPDATE audit_entries SET detail = jsonb_set(detail, '{version}', '9') WHERE seq = ${publish.seq}`,
        ),
      );
      expect(await audit.verify()).toEqual({
        ok: false,
        broken: { seq: publish.seq, action: 'page.publish', at: publish.at, reason: 'hash' },
      });
      // The triggers are back: the same change is refused again.
      await expect(
        inTransaction([`UPDATE audit_entries SET detail = '{}' WHERE seq = ${publish.seq}`]),
      ).rejects.toThrow(/append-only/);
      await inTransaction(
        bypassing(
          `UPDATE audit_entries SET detail = '${original}'::jsonb WHERE seq = ${publish.seq}`,
        ),
      );
      expect(await audit.verify()).toMatchObject({ ok: true });
    });

    it('concurrent appends, from two connections, keep one chain', async () => {
      const url = databaseUrl();
      // A second process's pool on PostgreSQL; PGlite has the one connection.
      const other = url ? await openDatabase({ dataDir: ':memory:', databaseUrl: url }) : null;
      try {
        const writers = [app.audit, createAuditRepository((other ?? app.database).db)];
        await Promise.all(
          Array.from({ length: 24 }, (_, i) =>
            writers[i % 2]!.record({ actor: 'admin', action: 'page.save', detail: { n: i } }),
          ),
        );
      } finally {
        await other?.close();
      }
      const verdict = await app.audit.verify();
      expect(verdict).toMatchObject({ ok: true });
      const all = (await entries('?limit=5000')).entries;
      expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i + 1));
      expect(all.filter((e) => e.detail.n !== undefined)).toHaveLength(24);
    });
  });
  describe('the signed checkpoint at the end of the trail', () => {
    const signed = async () => {
      const found = await readCheckpoint(checkpoint.file, checkpoint.key);
      expect(found.state).toBe('signed');
      return found.state === 'signed' ? found.checkpoint : null;
    };
    const loggedCheckpoints = () =>
      logged
        .filter((line) => line.msg === 'audit checkpoint')
        .map((line) => line.auditCheckpoint as { seq: number; hash: string });

    it('signs the last entry after appends, in the file and in the log', async () => {
      await app.audit.record({ actor: 'admin', action: 'page.save', detail: { n: 'checkpoint' } });
      // A page saved through the API appends inside its own transaction.
      const saved = await app.inject({
        method: 'PUT',
        url: '/admin/api/pages/checkpoint-page',
        headers: admin,
        payload: testPage('checkpoint-page'),
      });
      expect(saved.statusCode).toBe(200);
      await app.auditCheckpoints!.flush();
      const end = await app.audit.end();
      const held = await signed();
      expect(held).toMatchObject({ seq: end!.seq, hash: end!.hash });
      expect(loggedCheckpoints().at(-1)).toEqual(held);
      expect(await app.audit.verify(held)).toMatchObject({ ok: true, checkpoint: held });
      // The file holds the checkpoint alone, readable by the server's user only.
      expect(
        Object.keys(JSON.parse(readFileSync(checkpoint.file, 'utf8')) as object).sort(),
      ).toEqual(['at', 'hash', 'seq', 'sig']);
    });

    it('writers of several processes only ever move it forward', async () => {
      const url = databaseUrl();
      // A second process's pool and writer on PostgreSQL; PGlite has the one connection.
      const other = url ? await openDatabase({ dataDir: ':memory:', databaseUrl: url }) : null;
      const seen: number[] = [];
      const note = {
        info: (details: object) =>
          seen.push((details as { auditCheckpoint: { seq: number } }).auditCheckpoint.seq),
        warn: () => {},
        error: () => {},
      };
      const writers = [app.database, other ?? app.database].map((database) =>
        createCheckpointWriter(database.db, checkpoint, note),
      );
      const repositories = writers.map((writer, i) =>
        createAuditRepository((i === 0 ? app.database : (other ?? app.database)).db, {
          afterAppend: writer.note,
        }),
      );
      try {
        await Promise.all(
          Array.from({ length: 16 }, (_, i) =>
            repositories[i % 2]!.record({ actor: 'admin', action: 'page.save', detail: { w: i } }),
          ),
        );
        await Promise.all(writers.map((writer) => writer.flush()));
      } finally {
        await Promise.all(writers.map((writer) => writer.close()));
        await other?.close();
      }
      expect(seen.length).toBeGreaterThan(0);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(new Set(seen).size).toBe(seen.length);
      const end = await app.audit.end();
      expect(await signed()).toMatchObject({ seq: end!.seq, hash: end!.hash });
    });

    it('is kept, and verify names the missing entries, when the end is cut behind the triggers', async () => {
      await app.auditCheckpoints!.flush();
      const held = (await signed())!;
      await inTransaction(bypassing(`DELETE FROM audit_entries WHERE seq > ${held.seq - 20}`));
      // What is left is still a perfect chain; only the checkpoint shows what is gone.
      expect(await app.audit.verify()).toMatchObject({ ok: true, entries: held.seq - 20 });
      expect(await app.audit.verify(held)).toEqual({
        ok: false,
        short: { from: held.seq - 19, to: held.seq, checkpoint: held },
      });

      // Entries appended past the checkpoint's seq do not cover the cut: the writer keeps the
      // checkpoint, says why in the log, and verify names the entry written again.
      for (let n = 0; n < 25; n++) await app.audit.record({ actor: 'admin', action: 'page.save' });
      await app.auditCheckpoints!.flush();
      expect(await signed()).toEqual(held);
      expect(
        logged.some((line) => line.msg?.toString().startsWith('audit trail no longer reaches')),
      ).toBe(true);
      expect(await app.audit.verify(held)).toEqual({
        ok: false,
        differs: { seq: held.seq, checkpoint: held },
      });
    });
  });
}
