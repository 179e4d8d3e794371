import { mkdtempSync, rmSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../app.ts';

const temp = mkdtempSync(join(tmpdir(), 'h5-health-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const freeMb = async (dir: string) => {
  const stats = await statfs(dir);
  return Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
};

describe('/readyz and the disk of the embedded store', { timeout: 60_000 }, () => {
  it('is ready with the free space it sees, and not ready once below the minimum', async () => {
    const dataDir = join(temp, 'data');
    const app = await build({ config: { dataDir }, ssr: false });
    try {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      const body = ready.json() as { status: string; database: string; disk: { free_mb: number } };
      expect(body).toMatchObject({ status: 'ready', database: 'ok' });
      const free = await freeMb(dataDir);
      // Other work on the machine writes too: the figure is close, not equal.
      expect(Math.abs(body.disk.free_mb - free)).toBeLessThan(1024);

      // A minimum above what is free: the disk counts as full.
      app.config.diskMinFreeMb = free + 10_000;
      const full = await app.inject('/readyz');
      expect(full.statusCode).toBe(503);
      expect(full.json()).toEqual({
        code: 'DISK_FULL',
        msg: '服务器磁盘空间不足，请稍后再试',
        response: { disk: { free_mb: expect.any(Number) } },
      });
      // Liveness is not readiness: a restart would not free the disk.
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('has no disk to report when the store is PostgreSQL or in memory', async () => {
    const app = await build({ config: { dataDir: ':memory:' }, ssr: false });
    try {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    } finally {
      await app.close();
    }
  });
});
