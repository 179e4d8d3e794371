import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

  it('creates the directory and refuses a second holder until released', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    expect(() => lockDataDir(dir)).toThrow(StoreBusyError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+\)/);
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    // A pid that certainly ended: a child we ran to completion.
    const child = spawnSync(process.execPath, ['-e', '0']);
    writeFileSync(join(dir, LOCK_FILE), String(child.pid));
    const release = lockDataDir(dir);
    release();
  });
});
