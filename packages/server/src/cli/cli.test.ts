import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, validatePage } from '@h5-page/schema/validate-page';
import { lockDataDir } from '../store/data-dir-lock.ts';
import { testPage } from '../test-support/pages.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const IMPORT = join(ROOT, 'packages/server/src/cli/import-page.ts');
const EXPORT = join(ROOT, 'packages/server/src/cli/export-page.ts');

const temp = mkdtempSync(join(tmpdir(), 'h5-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI as `npm run import/export` does (tsx), against its own data directory. */
function run(script: string, args: string[], dataDir: string): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '3999' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script, ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

const writeJson = (name: string, value: unknown) => {
  const path = join(temp, name);
  writeFileSync(path, typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);
  return path;
};

describe('npm run import', () => {
  it('prints every problem of an invalid file as `path: message`, exits 1 and saves nothing', async () => {
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

  it('says in one line what is wrong with a missing, unreadable or non-JSON file', async () => {
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
    for (const [args, pattern] of cases) {
      const result = await run(IMPORT, args, dataDir);
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(pattern);
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  const roundTripData = join(temp, 'round-trip-data');

  it('saves and publishes a valid file and prints its visitor URL', async () => {
    const imported = await run(
      IMPORT,
      [writeJson('valid.json', testPage('cli-page', { title: '命令行导入' }))],
      roundTripData,
    );
    expect(imported.stderr).toContain('published cli-page as version 1');
    expect(imported.status).toBe(0);
    expect(imported.stdout).toBe('http://localhost:3999/h5-page/h5/cli-page\n');
  });

  // export → import → export is byte for byte the same: for the imported page, and for the
  // richer seeded demo page.
  it.each(['cli-page', 'demo'])('export → import → export of %s is lossless', async (code) => {
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
  });

  it('export exits 1 with a message for an unknown code', async () => {
    const result = await run(EXPORT, ['no-such-page'], roundTripData);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('export: no page with code no-such-page\n');
  });

  it('says clearly that the server holds the data directory, instead of crashing', async () => {
    const dataDir = join(temp, 'busy-data');
    const release = lockDataDir(dataDir);
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
