import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { formatProblem, validatePage } from '@h5-page/schema/validate-page';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import { build } from '../app.ts';
import { lockDataDir } from '../store/data-dir-lock.ts';
import { storeSocketPath } from './store-socket.ts';
import { testPage } from '#test/support/pages.ts';
import { runCli } from '#test/support/run-cli.ts';
import type { CliScript } from '#test/support/run-cli.ts';

const IMPORT: CliScript = 'import-page';
const EXPORT: CliScript = 'export-page';
const BACKUP: CliScript = 'backup-store';
const RESTORE: CliScript = 'restore-store';

const temp = mkdtempSync(join(tmpdir(), 'h5-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Runs a CLI as `npm run import/export` does (tsx), against its own data directory. */
const run = (script: CliScript, args: string[], dataDir: string) =>
  runCli(script, args, { DATA_DIR: dataDir, PORT: '3999' });

const writeJson = (name: string, value: unknown) => {
  const path = join(temp, name);
  writeFileSync(path, typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
  return path;
};

// Each case runs the CLI in its own process, which opens and seeds a store: slow on a busy machine.
// The three groups below use data directories of their own and run side by side, the cases on one
// directory in order (`it.sequential`): on two cores that takes about half as long as one case
// after another.
const sideBySide = { concurrent: true, timeout: 240_000 };

describe('npm run import', sideBySide, () => {
  it('prints every problem of an invalid file as `path: message`, exits 1 and saves nothing', async ({
    expect,
  }) => {
    const dataDir = join(temp, 'invalid-data');
    const invalid = {
      ...testPage('bad page'),
      title: 42,
      page_schema: [
        { name: 'empty', value: { height: 10 }, children: [] },
        { name: 'countdown', value: { type: 1, endTime: 'tomorrow' }, children: [] },
        { name: 'image', value: { url: 'javascript:alert(1)' }, children: [] },
      ],
    };
    const expected = validatePage(invalid);
    expect(expected.ok).toBe(false);
    const lines = expected.ok ? [] : expected.problems.map(formatProblem);
    expect(lines.length).toBeGreaterThanOrEqual(3);

    const result = await run(IMPORT, [writeJson('invalid.json', invalid)], dataDir);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const stderr = result.stderr.split('\n');
    for (const line of lines) expect(stderr).toContain(line);
    expect(result.stderr).toContain('page_schema[1].value.endTime: ');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    // Validation happens before the store is opened: the data directory was never created.
    expect(existsSync(dataDir)).toBe(false);
  });

  it('says in one line what is wrong with a missing, unreadable or non-JSON file', async ({
    expect,
  }) => {
    const dataDir = join(temp, 'unreadable-data');
    const cases: Array<[string[], RegExp]> = [
      [[join(temp, 'missing.json')], /^import: cannot read .*missing\.json: no such file\n$/],
      [[temp], /^import: cannot read .*: it is a directory\n$/],
      [
        [writeJson('broken.json', '{"code": "x",')],
        /^import: .*broken\.json is not valid JSON: .+\n$/,
      ],
      [[], /^import: usage: npm run import -- FILE\.json\n$/],
    ];
    // None of them opens the store: they may run at once.
    const results = await Promise.all(cases.map(([args]) => run(IMPORT, args, dataDir)));
    for (const [index, [, pattern]] of cases.entries()) {
      expect(results[index]!.status).toBe(1);
      expect(results[index]!.stderr).toMatch(pattern);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it('says clearly that the server holds the data directory, instead of crashing', async ({
    expect,
  }) => {
    const dataDir = join(temp, 'busy-data');
    const release = await lockDataDir(dataDir);
    try {
      const result = await run(IMPORT, [writeJson('busy.json', testPage('busy'))], dataDir);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        /^import: The database in .*busy-data is in use by another process \(pid \d+\)\. Stop the server first/,
      );
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      release();
    }
  });
});

describe('npm run import and export on one data directory', sideBySide, () => {
  const roundTripData = join(temp, 'round-trip-data');

  it.sequential(
    'saves and publishes a valid file and prints its visitor URL',
    async ({ expect }) => {
      const imported = await run(
        IMPORT,
        [writeJson('valid.json', testPage('cli-page', { title: '命令行导入' }))],
        roundTripData,
      );
      expect(imported.stderr).toContain('published cli-page as version 1');
      expect(imported.status).toBe(0);
      expect(imported.stdout).toBe('http://localhost:3999/h5-page/h5/cli-page\n');
    },
  );

  // export → import → export is byte for byte the same: for the imported page, and for the
  // richer seeded demo page.
  it.sequential.for(['cli-page', 'demo'])(
    'export → import → export of %s is lossless',
    async (code, { expect }) => {
      const before = await run(EXPORT, [code], roundTripData);
      expect(before.status).toBe(0);
      expect(JSON.parse(before.stdout)).toMatchObject({ code });
      expect(before.stdout).toBe(`${JSON.stringify(JSON.parse(before.stdout), null, 2)}\n`);
      const file = writeJson(`${code}-export.json`, before.stdout);
      const again = await run(IMPORT, [file], roundTripData);
      expect(again.status).toBe(0);
      const after = await run(EXPORT, [code], roundTripData);
      expect(after.stdout).toBe(before.stdout);
      expect(readFileSync(file, 'utf8')).toBe(after.stdout);
    },
  );

  it.sequential('export exits 1 with a message for an unknown code', async ({ expect }) => {
    const result = await run(EXPORT, ['no-such-page'], roundTripData);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('export: no page with code no-such-page\n');
  });
});

describe('while the server runs on the data directory', sideBySide, () => {
  const dataDir = join(temp, 'running-data');
  let app: FastifyInstance | null = null;
  afterAll(async () => {
    await app?.close();
  });

  const detailTitle = async (code: string) => {
    const response = await app!.inject({
      url: `${API_PATHS.PAGE_DETAIL}?code=${code}&terminal_type=3`,
    });
    return (response.json() as { response?: { activity_page?: { title?: string } } }).response
      ?.activity_page?.title;
  };

  it.sequential(
    'import, export and backup go through the running server, which serves the import at once',
    async ({ expect }) => {
      app = await build({ config: { dataDir }, ssr: false });
      expect(existsSync(storeSocketPath(dataDir))).toBe(true);

      const first = await run(
        IMPORT,
        [writeJson('live.json', testPage('live-page', { title: '运行中导入' }))],
        dataDir,
      );
      expect(first.stderr).toBe('import: published live-page as version 1\n');
      expect(first.status).toBe(0);
      expect(first.stdout).toBe('http://localhost:3999/h5-page/h5/live-page\n');
      expect(await detailTitle('live-page')).toBe('运行中导入');

      // A second import replaces what the running server has cached.
      const second = await run(
        IMPORT,
        [writeJson('live-2.json', testPage('live-page', { title: '运行中再次导入' }))],
        dataDir,
      );
      expect(second.stderr).toBe('import: published live-page as version 2\n');
      expect(await detailTitle('live-page')).toBe('运行中再次导入');

      // Two reads through the server at once.
      const [exported, unknown] = await Promise.all([
        run(EXPORT, ['live-page'], dataDir),
        run(EXPORT, ['no-such-page'], dataDir),
      ]);
      expect(exported.status).toBe(0);
      const published = await app.pages.getPublished('live-page');
      expect(exported.stdout).toBe(`${JSON.stringify(published!.page, null, 2)}\n`);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toBe('export: no page with code no-such-page\n');

      // An event the server has acknowledged but not yet written is in the copy.
      await app.events.record({ kind: 'pv', pageCode: 'live-page', sessionId: 's-live' });
      const file = join(temp, 'live.backup.json');
      const backup = await run(BACKUP, [file], dataDir);
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      const copy = JSON.parse(readFileSync(file, 'utf8')) as {
        tables: Record<string, Array<Record<string, unknown>>>;
      };
      expect(copy.tables.pages!.some((row) => row.code === 'live-page')).toBe(true);
      expect(copy.tables.events!.some((row) => row.session_id === 's-live')).toBe(true);
    },
  );

  it.sequential(
    'import → export of a page holding every block gives back the file key for key',
    async ({ expect }) => {
      // Written in an unusual key order, with a copyright that leaves its flags to their defaults:
      // the export must not add them or reorder anything.
      const file = {
        title: '全部区块',
        code: 'every-block',
        page_schema: Object.values(blockDefinitions)
          .flatMap((definition) => definition.demo)
          .map((block) =>
            block.name === 'copyright' ? { ...block, value: { text: '风险提示' } } : block,
          ),
        extra: { pageID: 3001, owner: 'kept' },
        background: '#fafafa',
      };
      const imported = await run(IMPORT, [writeJson('every-block.json', file)], dataDir);
      expect(imported.status).toBe(0);
      const exported = await run(EXPORT, ['every-block'], dataDir);
      expect(exported.status).toBe(0);
      expect(exported.stdout).toBe(`${JSON.stringify(file, null, 2)}\n`);
    },
  );

  it.sequential(
    'refuses an invalid file before it reaches the server, and restore still asks for a stop',
    async ({ expect }) => {
      // Neither changes the store: they may run at once.
      const [invalid, restore] = await Promise.all([
        run(IMPORT, [writeJson('live-bad.json', { ...testPage('live-bad'), title: 42 })], dataDir),
        run(RESTORE, [join(temp, 'live.backup.json')], dataDir),
      ]);
      expect(invalid.status).toBe(1);
      expect(invalid.stderr).toContain('title: ');
      expect(await app!.pages.getDraft('live-bad')).toBeNull();

      expect(restore.status).toBe(1);
      expect(restore.stderr).toMatch(/^restore: The database in .* is in use by another process/);
    },
  );

  it.sequential(
    'closing the server removes its socket, and the CLI opens the store itself again',
    async ({ expect }) => {
      await app!.close();
      app = null;
      expect(existsSync(storeSocketPath(dataDir))).toBe(false);
      const exported = await run(EXPORT, ['live-page'], dataDir);
      expect(exported.status).toBe(0);
      expect(JSON.parse(exported.stdout)).toMatchObject({ title: '运行中再次导入' });
    },
  );
});
