import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, StoreBusyError, lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'h5-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates the directory and refuses a second holder until released', async () => {
    const dir = join(tempDir(), 'nested', 'data');
    const release = await lockDataDir(dir);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    await expect(lockDataDir(dir)).rejects.toThrow(StoreBusyError);
    await expect(lockDataDir(dir)).rejects.toThrow(/in use by another process \(pid \d+\)/);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    (await lockDataDir(dir))();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = tempDir();
    // A pid that certainly ended: a child we ran to completion.
    const child = spawnSync(process.execPath, ['-e', '0']);
    writeFileSync(join(dir, LOCK_FILE), String(child.pid));
    const release = await lockDataDir(dir);
    release();
  });

  it('takes over a lock whose pid is alive but no longer holds it (a zombie, a reused pid)', async () => {
    const dir = tempDir();
    // A live process that holds nothing: what a zombie or a reused pid looks like to kill(pid, 0).
    const bystander = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    try {
      const pid = bystander.pid!;
      expect(() => process.kill(pid, 0)).not.toThrow();
      writeFileSync(join(dir, LOCK_FILE), `${pid}\n${join(dir, '.h5-page-lock-gone.sock')}\n`);
      const release = await lockDataDir(dir);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toContain(String(process.pid));
      release();
      // A lock file of an older version (a pid alone) naming our own pid: our predecessor's.
      writeFileSync(join(dir, LOCK_FILE), String(process.pid));
      (await lockDataDir(dir))();
    } finally {
      bystander.kill('SIGKILL');
    }
  });

  it("a lock held by another live process is still refused, and its holder's death frees it", async () => {
    const dir = tempDir();
    const source = `
      import { lockDataDir } from ${JSON.stringify(new URL('./data-dir-lock.ts', import.meta.url).pathname)};
      await lockDataDir(${JSON.stringify(dir)});
      console.log('locked');
      setInterval(() => {}, 1000);
    `;
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', source],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((done, fail) => {
        holder.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('locked')) done();
        });
        holder.once('exit', (code) => fail(new Error(`holder exited with ${code}`)));
      });
      await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${holder.pid})`);
      // Killed without a chance to clean up: its lock file stays, its socket closes with it.
      const exited = new Promise((done) => holder.once('exit', done));
      holder.kill('SIGKILL');
      await exited;
      expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
      (await lockDataDir(dir))();
    } finally {
      holder.kill('SIGKILL');
    }
  }, 120_000);
});
