import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dumpStore } from '../store/backup.ts';
import { lockDataDir } from '../store/data-dir-lock.ts';
import { openAppStore } from '../app-store.ts';
import { editors } from '../editor-session/editor-tables.ts';
import { testPage } from '#test/support/pages.ts';
import { runCli } from '#test/support/run-cli.ts';
import type { CliScript } from '#test/support/run-cli.ts';

const BACKUP: CliScript = 'backup-store';
const RESTORE: CliScript = 'restore-store';

const temp = mkdtempSync(join(tmpdir(), 'h5-backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const run = (script: CliScript, file: string, dataDir: string) =>
  runCli(script, [file], { DATA_DIR: dataDir });

const snapshot = async (dataDir: string) => {
  const store = await openAppStore({ dataDir, databaseUrl: null, seed: false });
  try {
    return (await dumpStore(store.database)).tables;
  } finally {
    await store.close();
  }
};

describe('npm run backup / restore', { timeout: 180_000 }, () => {
  const source = join(temp, 'source');
  const target = join(temp, 'target');
  const file = join(temp, 'store.backup.json');

  it('round-trips pages, versions, leads, events and accounts into another store', async () => {
    const store = await openAppStore({ dataDir: source, databaseUrl: null });
    try {
      const page = testPage('backup-page', { title: '备份测试页' });
      await store.pages.saveDraft(page);
      await store.pages.publish(page.code);
      await store.pages.saveDraft({ ...page, title: '备份测试页 第二版' });
      await store.pages.publish(page.code);
      await store.leads.insert({
        pageCode: page.code,
        handset: '13800000001',
        nickName: '李四',
        cpsId: 'wx',
        versionId: 276,
        isSendResult: 1,
        createdAt: new Date('2026-01-02T03:04:05.678Z'),
      });
      await store.events.insertMany([
        { kind: 'pv', pageCode: page.code, sessionId: 's-1', data: { from: '微信' } },
        { kind: 'click', pageCode: page.code, sessionId: 's-1', data: { name: '领取' } },
      ]);
      await store.users.loginOrRegister({ handset: '13800000001', now: new Date() });
      await store.db
        .insert(editors)
        .values({ username: 'backup-editor', passwordHash: 'hash', role: 'publisher' });
    } finally {
      await store.close();
    }

    const backup = await run(BACKUP, file, source);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(
      /^backup: .*: \d+ tables, \d+ rows \(pages \d+, leads 1, events 2\)\n$/,
    );
    // The store as backed up: opening it, the built tool records the seed it found written.
    const before = await snapshot(source);

    const restore = await run(RESTORE, file, target);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    const after = await snapshot(target);
    for (const table of ['pages', 'page_versions', 'leads', 'events', 'users', 'editors']) {
      expect(after[table], table).toEqual(before[table]);
    }
    expect(after).toEqual(before);

    // New rows continue after the restored ids.
    const restored = await openAppStore({ dataDir: target, databaseUrl: null, seed: false });
    try {
      const saved = await restored.leads.insert({
        pageCode: 'after-restore',
        handset: '13800000002',
        nickName: '王五',
        cpsId: '',
        versionId: 1,
        isSendResult: 0,
        createdAt: new Date(),
      });
      expect(saved.created).toBe(true);
      expect((await restored.pages.getPublished('backup-page'))?.page.title).toBe(
        '备份测试页 第二版',
      );
    } finally {
      await restored.close();
    }
  });

  it('refuses a damaged or foreign file in one line and changes nothing', async () => {
    const before = await snapshot(target);
    const truncated = join(temp, 'truncated.json');
    writeFileSync(truncated, readFileSync(file, 'utf8').slice(0, 500));
    const newer = join(temp, 'newer.json');
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { migrations: string[] };
    writeFileSync(newer, JSON.stringify({ ...parsed, migrations: [...parsed.migrations, '9999'] }));
    const cases: Array<[string, string]> = [
      [truncated, `restore: ${truncated}: not valid JSON (a truncated or damaged backup?)\n`],
      [join(temp, 'missing.json'), `restore: cannot read ${join(temp, 'missing.json')}: ENOENT`],
      [
        newer,
        `restore: ${newer}: the backup comes from a newer version (migrations 9999 unknown here); update h5-page first\n`,
      ],
    ];
    // Only the last opens the store (the first two fail reading the file): they may run at once.
    const results = await Promise.all(cases.map(([path]) => run(RESTORE, path, target)));
    for (const [index, [path, message]] of cases.entries()) {
      const result = results[index]!;
      expect(result.status, path).toBe(1);
      expect(result.stderr.startsWith(message), result.stderr).toBe(true);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(await snapshot(target)).toEqual(before);
  });

  it('says in one line that the store is busy', async () => {
    const release = await lockDataDir(target);
    try {
      const result = await run(BACKUP, join(temp, 'busy.json'), target);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^backup: The database in .* is in use by another process/);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      release();
    }
  });
});
