import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { readWorkers } from './workers-setting.ts';
import { restartDelay } from './primary.ts';

const SHARED = { databaseUrl: 'postgres://db/h5', redisUrl: 'redis://cache:6379' };

describe('WORKERS', () => {
  it('defaults to one process, and takes 1 to 64 or auto (the CPUs)', () => {
    const problems: string[] = [];
    expect(readWorkers(undefined, SHARED, problems)).toBe(1);
    expect(readWorkers('1', SHARED, problems, 8)).toBe(1);
    expect(readWorkers('64', SHARED, problems)).toBe(64);
    expect(readWorkers('auto', SHARED, problems, 6)).toBe(6);
    expect(readWorkers('AUTO', SHARED, problems, 200)).toBe(64);
    expect(problems).toEqual([]);
  });

  it('refuses what is no count of processes, naming WORKERS', () => {
    for (const raw of ['abc', '0', '65', '2.5', '-1', '1e1']) {
      const problems: string[] = [];
      expect(readWorkers(raw, SHARED, problems)).toBe(1);
      expect(problems).toEqual([
        `WORKERS: expected a whole number from 1 to 64, or auto (one per CPU), got "${raw}"`,
      ]);
    }
  });

  it('refuses several processes on the embedded store, or without Redis, saying why', () => {
    const problems: string[] = [];
    readWorkers('2', { databaseUrl: null, redisUrl: null }, problems);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^WORKERS=2: the embedded store \(no DATABASE_URL\).*one process/);
    expect(problems[1]).toMatch(/^WORKERS=2: several processes need REDIS_URL/);
    const onOneCpu: string[] = [];
    // auto on one CPU is one process, which the embedded store allows.
    expect(readWorkers('auto', { databaseUrl: null, redisUrl: null }, onOneCpu, 1)).toBe(1);
    expect(onOneCpu).toEqual([]);
  });

  it('is part of the configuration checked at start', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(
      loadConfig({ WORKERS: '3', DATABASE_URL: SHARED.databaseUrl, REDIS_URL: SHARED.redisUrl })
        .workers,
    ).toBe(3);
    expect(() => loadConfig({ WORKERS: '3' })).toThrow(/WORKERS=3: the embedded store/);
  });
});

describe('restarts of a worker that died', () => {
  it('wait longer with each death in the last minute, up to 30 s', () => {
    const now = 1_000_000;
    expect(restartDelay([now], now)).toBe(500);
    expect(restartDelay([now - 1000, now], now)).toBe(1000);
    expect(restartDelay([now - 3000, now - 2000, now - 1000, now], now)).toBe(4000);
    expect(
      restartDelay(
        Array.from({ length: 20 }, () => now),
        now,
      ),
    ).toBe(30_000);
    // A death more than a minute ago no longer counts.
    expect(restartDelay([now - 61_000, now], now)).toBe(500);
  });
});
