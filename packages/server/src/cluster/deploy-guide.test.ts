import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/support/postgres.ts';
import type { TestDatabase } from '#test/support/postgres.ts';
import { createTestRedis } from '#test/support/redis.ts';
import type { TestRedis } from '#test/support/redis.ts';
import { PRODUCTION_ENV } from '#test/support/production-env.ts';
import { testPage } from '#test/support/pages.ts';
import { ROOT, freePort } from '#test/support/server-process.ts';

/**
 * docs/deploy.md as an operator follows it: every ```sh block runs in order (bash, with the
 * guide's settings pointing at a database, a Redis prefix, directories and ports of this test),
 * the ```sh start blocks are the server (WORKERS=2, production) and nginx, which then answer
 * health checks and a published page; the backup is restored into a fresh database. The
 * ```sh os blocks (root, apt, systemd) are checked instead: their packages exist in Debian,
 * their unit files pass systemd-analyze and start exactly what the test started.
 */

const GUIDE_PATH = join(ROOT, 'docs/deploy.md');
const ARROW = /#\s*→\s*(.+)$/;

type BlockKind = 'settings' | 'run' | 'os' | 'start';

interface Block {
  kind: BlockKind;
  /** The heading of its section, `## 4. The server's settings`. */
  section: string;
  /** Line of the opening fence, for messages. */
  line: number;
  text: string;
}

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section = '';
  let open: { info: string; line: number; lines: string[] } | null = null;
  markdown.split('\n').forEach((text, index) => {
    if (open) {
      if (text.trim() === '```') {
        const [language, kind = 'run'] = open.info.split(/\s+/);
        if (language === 'sh') {
          if (!['settings', 'run', 'os', 'start'].includes(kind)) {
            throw new Error(`docs/deploy.md:${open.line}: unknown block kind "sh ${kind}"`);
          }
          blocks.push({
            kind: kind as BlockKind,
            section,
            line: open.line,
            text: open.lines.join('\n'),
          });
        }
        open = null;
      } else open.lines.push(text);
      return;
    }
    if (text.startsWith('```')) open = { info: text.slice(3).trim(), line: index + 1, lines: [] };
    else if (text.startsWith('## ')) section = text.slice(3).trim();
  });
  if (open) throw new Error('docs/deploy.md ends inside a code block');
  return blocks;
}

const guide = blocksOf(readFileSync(GUIDE_PATH, 'utf8'));
const ran = new Set<Block>();
const where = (block: Block) => `docs/deploy.md:${block.line} (${block.section})`;
const inSection = (number: string) => {
  const found = guide.filter((block) => block.section.startsWith(`${number}. `));
  if (found.length === 0) throw new Error(`docs/deploy.md has no section "## ${number}. …"`);
  return found;
};

/** `export NAME=value  # why` lines of the settings block. */
function settingsOf(block: Block): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of block.text.split('\n')) {
    if (line.trim() === '') continue;
    const match = /^export ([A-Z][A-Z0-9_]*)=(\S+)(\s+#.*)?$/.exec(line);
    if (!match) throw new Error(`${where(block)}: not "export NAME=value": ${line}`);
    settings.set(match[1]!, match[2]!);
  }
  return settings;
}

interface Run {
  code: number | null;
  output: string;
}

let env: NodeJS.ProcessEnv = {};
/** This test's directory: the guide's directories, and `shell`, where its blocks run. */
let scratch = '';
let work = '';

/** A block in bash as the operator's shell runs it: stops at the first failing command. */
function bash(script: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-euo', 'pipefail', '-c', script], { cwd: work, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Runs a block and checks what its `# → text` comments say it prints. */
async function runBlock(block: Block): Promise<string> {
  const { code, output } = await bash(block.text);
  expect(code, `${where(block)} failed:\n${block.text}\n---\n${output}`).toBe(0);
  for (const line of block.text.split('\n')) {
    const expected = ARROW.exec(line)?.[1]?.trim();
    if (expected) expect(output, `${where(block)}: ${line}`).toContain(expected);
  }
  ran.add(block);
  return output;
}

async function runSection(number: string): Promise<string[]> {
  const outputs: string[] = [];
  for (const block of inSection(number))
    if (block.kind === 'run') outputs.push(await runBlock(block));
  return outputs;
}

/** A `sh start` block's process (bash execs it, so signals reach it and nothing else). */
interface Started {
  block: Block;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function start(block: Block): Started {
  const child = spawn('bash', ['-euo', 'pipefail', '-c', block.text], {
    cwd: work,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  ran.add(block);
  return { block, child, output: () => output, exited };
}

/** Resolves once `ready()` holds; rejects with the output if the process ends first. */
async function until(started: Started, ready: () => boolean | Promise<boolean>) {
  let ended = false;
  void started.exited.then(() => (ended = true));
  for (;;) {
    if (await ready()) return;
    if (ended) throw new Error(`${where(started.block)} exited:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET through nginx as a visitor of `host` sends it. */
function visit(port: number, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, path, headers: { host }, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** The words bash makes of `words` in the guide's environment. */
function expand(words: string): string[] {
  const result = spawnSync('bash', ['-euc', `printf '%s\\0' ${words}`], { env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cannot expand ${words}: ${result.stderr}`);
  return result.stdout.split('\0').slice(0, -1);
}

/** What a `sh start` block runs: its directory, its settings file and the command it execs. */
function commandOf(block: Block): { cwd: string; environmentFile: string | null; argv: string[] } {
  let cwd = work;
  let environmentFile: string | null = null;
  let argv: string[] | null = null;
  for (const line of block.text.split('\n')) {
    const cd = /^cd (.+)$/.exec(line);
    const sourced = /^set -a; \. (.+); set \+a$/.exec(line);
    const exec = /^exec (.+)$/.exec(line);
    if (cd) cwd = expand(cd[1]!)[0]!;
    else if (sourced) environmentFile = expand(sourced[1]!)[0]!;
    else if (exec) argv = expand(exec[1]!);
    else if (line.trim() !== '') throw new Error(`${where(block)}: unexpected line ${line}`);
  }
  if (!argv) throw new Error(`${where(block)}: no exec line`);
  return { cwd, environmentFile, argv };
}

/** systemd's splitting of a command line: words, with single or double quotes. */
function systemdWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /'([^']*)'|"([^"]*)"|(\S+)/g;
  for (const match of line.matchAll(pattern)) words.push(match[1] ?? match[2] ?? match[3]!);
  return words;
}

interface Unit {
  name: string;
  text: string;
  /** `Section.Key` → values, in order (ExecStartPre may repeat). */
  settings: Map<string, string[]>;
}

/** The unit files the os blocks write (`tee /etc/systemd/system/NAME <<EOF`), expanded. */
function unitsOf(blocks: Block[]): Unit[] {
  const units: Unit[] = [];
  const pattern =
    /tee \/etc\/systemd\/system\/([\w@.-]+\.service) <<(')?(\w+)'?\n([\s\S]*?)\n\3\n/g;
  for (const block of blocks) {
    for (const match of `${block.text}\n`.matchAll(pattern)) {
      const [, name = '', quoted, , body = ''] = match;
      let text = body;
      if (!quoted) {
        const cat = spawnSync('bash', ['-euc', `cat <<EOF\n${body}\nEOF`], {
          env,
          encoding: 'utf8',
        });
        expect(cat.status, cat.stderr).toBe(0);
        text = cat.stdout;
      }
      const settings = new Map<string, string[]>();
      let section = '';
      for (const line of text.split('\n')) {
        if (line.trim() === '' || line.startsWith('#')) continue;
        const header = /^\[(\w+)\]$/.exec(line);
        const pair = /^(\w+)=(.*)$/.exec(line);
        if (header) section = header[1]!;
        else if (pair && section) {
          const key = `${section}.${pair[1]!}`;
          settings.set(key, [...(settings.get(key) ?? []), pair[2]!]);
        } else throw new Error(`${where(block)}: ${name}: not a unit line: ${line}`);
      }
      units.push({ name, text, settings });
    }
  }
  return units;
}

const one = (unit: Unit, key: string) => {
  const values = unit.settings.get(key) ?? [];
  expect(values, `${unit.name}: ${key}`).toHaveLength(1);
  return values[0]!;
};

let database: TestDatabase;
let restored: TestDatabase;
let redis: TestRedis;
let db: pg.Client;
let server: Started | null = null;
let nginx: Started | null = null;
let settings: Map<string, string>;
let testSettings: Record<string, string>;
let adminCookie = '';

beforeAll(async () => {
  database = await createTestDatabase();
  restored = await createTestDatabase();
  redis = await createTestRedis();
  scratch = await mkdtemp(join(tmpdir(), 'h5-deploy-guide-'));
  work = join(scratch, 'shell');
  await mkdir(work);
  const me = userInfo().username;
  testSettings = {
    H5_USER: me,
    H5_RELEASES: join(scratch, 'releases'),
    H5_DIR: ROOT.replace(/\/$/, ''),
    H5_ETC: join(scratch, 'etc'),
    H5_BACKUPS: join(scratch, 'backups'),
    H5_STATE: join(scratch, 'state'),
    // nginx's workers need the cache directory: as root they run as root, else as this user.
    NGINX_USER: process.getuid?.() === 0 ? 'root' : me,
    NGINX_PREFIX: join(scratch, 'nginx'),
    // Resolves to this machine, as the guide's /etc/hosts line makes the site's name do.
    SITE_HOST: 'localhost',
    NGINX_PORT: String(await freePort()),
    PORT: String(await freePort()),
    WORKERS: '2',
    DATABASE_URL: database.url,
    RESTORE_DATABASE_URL: restored.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.prefix,
  };
  env = {
    PATH: [dirname(process.execPath), process.env.PATH ?? '', '/usr/sbin', '/sbin'].join(':'),
    HOME: process.env.HOME ?? work,
    LANG: 'C.UTF-8',
    ...testSettings,
  };
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
}, 60_000);

afterAll(async () => {
  // After a failed step: the primary passes SIGTERM to its workers, so none is left behind.
  server?.child.kill('SIGTERM');
  nginx?.child.kill('SIGTERM');
  await Promise.all([server?.exited, nginx?.exited]);
  await db?.end();
  await redis?.cleanup();
  await database?.drop();
  await restored?.drop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
}, 30_000);

/** Calls the admin API of the running server with a session cookie. */
async function admin(method: string, path: string, body: unknown, cookie = adminCookie) {
  const answer = await fetch(`http://127.0.0.1:${testSettings.PORT}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  expect(answer.status, `${method} ${path}: ${text}`).toBe(200);
  return { text, cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0]! };
}

const REVIEWER = { user: 'deploy-reviewer', password: 'deploy-guide-reviewer-password' };

/** Saves the page titled `title`, submits it, has `reviewer` approve it and publishes it. */
async function publishReviewed(title: string, reviewer: string) {
  await admin('PUT', '/admin/api/pages/deploy-check', testPage('deploy-check', { title }));
  const submitted = await admin('POST', '/admin/api/pages/deploy-check/submit', {});
  const { id } = (JSON.parse(submitted.text) as { response: { review: { id: number } } }).response
    .review;
  await admin('POST', `/admin/api/reviews/${id}/approve`, { comment: '通过' }, reviewer);
  await admin('POST', '/admin/api/pages/deploy-check/publish', {});
  // The purges it queued are sent (each process sends what is due at once after a commit); a
  // refused one stays, with its error.
  for (;;) {
    const { rows } = await db.query<{ url: string; attempts: number; last_error: string | null }>(
      'SELECT url, attempts, last_error FROM cache_purges',
    );
    if (rows.length === 0) return;
    const failed = rows.find((row) => row.attempts > 0);
    if (failed) throw new Error(`purge of ${failed.url} failed: ${failed.last_error}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('docs/deploy.md, every command run', { timeout: 120_000 }, () => {
  it('sets every name its commands use at the top, and the test sets each', () => {
    const settingsBlocks = guide.filter((block) => block.kind === 'settings');
    expect(settingsBlocks).toHaveLength(1);
    settings = settingsOf(settingsBlocks[0]!);
    ran.add(settingsBlocks[0]!);
    expect([...settings.keys()].sort()).toEqual(Object.keys(testSettings).sort());
    // Besides the settings, a block may use what the guide's own commands assign (not the
    // lines of a file a heredoc writes).
    const assigned = new Set(
      guide.flatMap((block) =>
        [
          ...block.text
            .replace(/<<'?(\w+)'?\n[\s\S]*?\n\1(\n|$)/g, '')
            .matchAll(/^([A-Z][A-Z0-9_]*)=/gm),
        ].map((match) => match[1]!),
      ),
    );
    for (const block of guide) {
      for (const match of block.text.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)) {
        const name = match[1]!;
        expect(settings.has(name) || assigned.has(name), `${where(block)} uses $${name}`).toBe(
          true,
        );
      }
      for (const match of block.text.matchAll(
        /(?:^|[\s"/])((?:deploy|scripts|packages)\/[\w./-]+)/g,
      )) {
        expect(existsSync(join(ROOT, match[1]!)), `${where(block)} names ${match[1]}`).toBe(true);
      }
    }
  });

  it('installs packages Debian has (os blocks)', () => {
    const ensured = new Set(
      [
        ...readFileSync(join(ROOT, 'scripts/system-packages.mjs'), 'utf8').matchAll(
          /missing\.push\('([\w.+-]+)'\)/g,
        ),
      ].map((match) => match[1]!),
    );
    const packages = guide
      .filter((block) => block.kind === 'os')
      .flatMap((block) =>
        [...block.text.matchAll(/apt-get install -y ([^\n]+)/g)].flatMap((match) =>
          match[1]!.trim().split(/\s+/),
        ),
      );
    expect(packages).toEqual(expect.arrayContaining(['nodejs', 'nginx', 'postgresql']));
    // Those the test set-up does not install: Debian's archive (or NodeSource's) must know them
    // (apt-cache leaves out unknown names and still succeeds, so its answer is read).
    const others = packages.filter((name) => !ensured.has(name));
    const shown = spawnSync('apt-cache', ['show', '--no-all-versions', ...others], {
      encoding: 'utf8',
    });
    const known = new Set(
      [...(shown.stdout ?? '').matchAll(/^Package: (\S+)$/gm)].map((m) => m[1]),
    );
    for (const name of others) {
      expect(
        known.has(name),
        `apt-cache show ${name}: ${shown.stderr ?? String(shown.error)}`,
      ).toBe(true);
    }
  });

  it('steps 1 to 4: a Node it runs on, then a settings file production refuses until filled in', async () => {
    for (const number of ['1', '2', '3']) await runSection(number);
    await runSection('4');
    const file = join(testSettings.H5_ETC!, 'h5-page.env');
    const written = await readFile(file, 'utf8');
    // systemd's EnvironmentFile and the shell's `.` read it alike only without quotes or spaces.
    for (const line of written.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      expect(line).toMatch(/^[A-Z][A-Z0-9_]*=[^\s'"\\$`]*$/);
    }

    const [serverBlock] = inSection('6').filter((block) => block.kind === 'start');
    const refused = start(serverBlock!);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('NODE_ENV=production refuses to start:');
    expect(refused.output()).toContain(
      'SMS_PROVIDER: the development sms provider is configured; set SMS_PROVIDER=http and SMS_BASE_URL',
    );

    // The operator's sudoedit: each empty line gets the provider's value.
    const blanks = [...written.matchAll(/^([A-Z_]+)=$/gm)].map((match) => match[1]!);
    // The guide makes its own secrets.
    const needed = Object.keys(PRODUCTION_ENV).filter(
      (name) => !['NODE_ENV', 'JWT_SECRET', 'AUDIT_CHECKPOINT_KEY'].includes(name),
    );
    expect(blanks.sort()).toEqual(needed.sort());
    const values: Record<string, string> = PRODUCTION_ENV;
    await writeFile(
      file,
      written.replace(/^([A-Z_]+)=$/gm, (_line, name: string) => `${name}=${values[name]}`),
    );
  });

  it('steps 5 and 6: nginx and two workers start as their units say', async () => {
    await runSection('5');
    const conf = await readFile(join(testSettings.H5_ETC!, 'nginx.conf'), 'utf8');
    expect(conf).toContain(`listen ${testSettings.NGINX_PORT};`);
    expect(conf).toContain(`server_name ${testSettings.SITE_HOST};`);
    expect(conf).toContain(`server 127.0.0.1:${testSettings.PORT};`);
    expect(conf).toMatch(new RegExp(`^user ${testSettings.NGINX_USER};$`, 'm'));

    const [nginxBlock] = inSection('5').filter((block) => block.kind === 'start');
    nginx = start(nginxBlock!);
    await until(nginx, () => answers(Number(testSettings.NGINX_PORT)));

    const [serverBlock] = inSection('6').filter((block) => block.kind === 'start');
    server = start(serverBlock!);
    const running = server;
    await until(running, () => running.output().includes('h5-page: 2 workers share the port'));
    expect(running.output()).toMatch(
      /builder account created at \/admin\/: user: admin password: \S+/,
    );
    await runSection('6');
  });

  it('step 7: health checks answer, and a publish reaches visitors through the cache', async () => {
    await runSection('7');
    const password = /user: admin password: (\S+)/.exec(server!.output())![1]!;
    adminCookie = (await admin('POST', '/admin/api/session', { user: 'admin', password }, ''))
      .cookie;
    // Review is on in production: another account approves what admin submits.
    await admin('POST', '/admin/api/editors', { ...REVIEWER, role: 'reviewer' });
    const reviewer = (await admin('POST', '/admin/api/session', REVIEWER, '')).cookie;
    const port = Number(testSettings.NGINX_PORT);
    const host = testSettings.SITE_HOST!;
    const titleOf = async () => {
      const page = await visit(port, '/h5-page/h5/deploy-check', host);
      expect(page.status).toBe(200);
      return {
        title: /<title>([^<]*)<\/title>/.exec(page.body)?.[1],
        cache: page.headers['x-cache-status'],
      };
    };

    await publishReviewed('部署检查', reviewer);
    expect((await titleOf()).title).toBe('部署检查');
    const again = await titleOf();
    expect(again.title).toBe('部署检查');
    expect(again.cache).toMatch(/HIT|STALE|UPDATING/);

    // Long before the copy's s-maxage ends, the next version is what visitors get: the purge
    // reached nginx from this machine under the visitors' host name (CACHE_PURGE_URL).
    await publishReviewed('部署检查第二版', reviewer);
    expect((await titleOf()).title).toBe('部署检查第二版');
  });

  it('step 8: a backup restored into a fresh database holds the same pages', async () => {
    const outputs = await runSection('8');
    const count = async (client: pg.Client, table: string) =>
      Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
    const copy = new pg.Client({ connectionString: restored.url });
    await copy.connect();
    try {
      const pages = await count(db, 'pages');
      expect(pages).toBeGreaterThan(0);
      expect(await count(copy, 'pages')).toBe(pages);
      expect(await count(copy, 'page_versions')).toBe(await count(db, 'page_versions'));
      // What the guide's own check printed.
      expect(outputs.at(-1)!.trim().split('\n').at(-1)).toBe(String(pages));
    } finally {
      await copy.end();
    }
  });

  it('step 9: a restart stops cleanly, nginx serves the page meanwhile, and the server comes back', async () => {
    const units = unitsOf(guide.filter((block) => block.kind === 'os'));
    const unit = units.find((found) => found.name === 'h5-page.service')!;
    const stopping = server!;
    stopping.child.kill(one(unit, 'Service.KillSignal') as NodeJS.Signals);
    expect(await stopping.exited, stopping.output()).toBe(0);
    server = null;

    const port = Number(testSettings.NGINX_PORT);
    const cached = await visit(port, '/h5-page/h5/deploy-check', testSettings.SITE_HOST!);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain('<title>部署检查第二版</title>');
    expect((await visit(port, '/readyz', testSettings.SITE_HOST!)).status).toBe(502);

    const [serverBlock] = inSection('6').filter((block) => block.kind === 'start');
    server = start(serverBlock!);
    // The guide's own wait for readiness.
    await runSection('9');
    const page = await visit(port, '/h5-page/h5/deploy-check', testSettings.SITE_HOST!);
    expect(page.status).toBe(200);
  });

  it('the unit files pass systemd and start exactly the commands run above', async () => {
    const os = guide.filter((block) => block.kind === 'os');
    const units = unitsOf(os);
    expect(units.map((unit) => unit.name).sort()).toEqual([
      'h5-page-nginx.service',
      'h5-page.service',
    ]);
    const starts = guide.filter((block) => block.kind === 'start');
    const dir = join(scratch, 'units');
    await mkdir(dir);
    for (const unit of units) {
      const [executable = '', ...args] = systemdWords(one(unit, 'Service.ExecStart'));
      expect(isAbsolute(executable), `${unit.name}: ExecStart ${executable}`).toBe(true);
      const matching = starts.filter((block) => {
        const command = commandOf(block);
        return (
          basename(command.argv[0]!) === basename(executable) &&
          JSON.stringify(command.argv.slice(1)) === JSON.stringify(args)
        );
      });
      expect(
        matching,
        `${unit.name}: no sh start block runs ${executable} ${args.join(' ')}`,
      ).toHaveLength(1);
      const command = commandOf(matching[0]!);
      expect(unit.settings.get('Service.WorkingDirectory')?.[0] ?? work).toBe(command.cwd);
      expect(unit.settings.get('Service.EnvironmentFile')?.[0] ?? null).toBe(
        command.environmentFile,
      );
      if (unit.settings.has('Service.User'))
        expect(one(unit, 'Service.User')).toBe(testSettings.H5_USER);
      for (const key of ['Service.ExecStartPre', 'Service.ExecReload']) {
        for (const line of unit.settings.get(key) ?? []) {
          const [program = '', ...rest] = systemdWords(line);
          // While nginx runs: its check passes and a reload reaches it.
          const result = spawnSync(program, rest, { env, encoding: 'utf8' });
          expect(result.status, `${unit.name} ${key}: ${result.stderr}`).toBe(0);
        }
      }
      await writeFile(join(dir, unit.name), unit.text);
      if (spawnSync('sh', ['-c', 'command -v systemd-analyze']).status === 0) {
        const verified = spawnSync('systemd-analyze', ['verify', join(dir, unit.name)], {
          encoding: 'utf8',
        });
        expect(verified.status, verified.stderr).toBe(0);
        expect(verified.stderr).not.toMatch(/Unknown|Failed|not executable|Invalid/);
      }
    }

    const written = new Set(units.map((unit) => unit.name.replace(/\.service$/, '')));
    const packaged = new Set(['nginx', 'postgresql', 'redis-server']);
    for (const block of os) {
      for (const match of block.text.matchAll(/^systemctl ([\w-]+)((?: [\w@.-]+)*)$/gm)) {
        for (const name of match[2]!
          .trim()
          .split(/\s+/)
          .filter((word) => word && !word.startsWith('-'))) {
          expect(
            written.has(name) || packaged.has(name),
            `${where(block)}: systemctl … ${name}`,
          ).toBe(true);
        }
      }
      ran.add(block);
    }
  });

  it('ran every block of the guide or checked it', async () => {
    if (!server || !nginx) throw new Error('an earlier step left the server or nginx stopped');
    const restarted = server;
    // Stopped before all its workers listen, a start counts as failed: let it finish first.
    await until(restarted, () => restarted.output().includes('h5-page: 2 workers share the port'));
    const nginxUnit = unitsOf(guide.filter((block) => block.kind === 'os')).find(
      (unit) => unit.name === 'h5-page-nginx.service',
    )!;
    const serverUnit = unitsOf(guide.filter((block) => block.kind === 'os')).find(
      (unit) => unit.name === 'h5-page.service',
    )!;
    const stopping = [
      { started: server!, signal: one(serverUnit, 'Service.KillSignal') },
      { started: nginx!, signal: one(nginxUnit, 'Service.KillSignal') },
    ];
    for (const { started, signal } of stopping) started.child.kill(signal as NodeJS.Signals);
    for (const { started } of stopping) expect(await started.exited, started.output()).toBe(0);
    server = null;
    nginx = null;
    expect(guide.filter((block) => !ran.has(block)).map(where)).toEqual([]);
  });
});
