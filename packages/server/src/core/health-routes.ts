import { statfs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { answersJson } from './answers.ts';
import { ping } from '../store/ping.ts';

/** How long readiness waits for the database before saying it is not ready. */
const READY_TIMEOUT_MS = 2000;

/** Free space where the embedded store writes; null when the database is elsewhere. */
async function diskOf(app: FastifyInstance): Promise<{ free_mb: number } | null> {
  const { dataDir, databaseUrl } = app.config;
  if (databaseUrl || dataDir === ':memory:') return null;
  let stats: Awaited<ReturnType<typeof statfs>>;
  try {
    stats = await statfs(dataDir);
  } catch (error) {
    throw new AppError('DISK_FULL', '服务器存储不可用，请稍后再试', {
      cause: error,
      details: { disk: { error: (error as NodeJS.ErrnoException).code ?? 'unknown' } },
    });
  }
  return { free_mb: Math.floor((stats.bavail * stats.bsize) / (1024 * 1024)) };
}

/**
 * `/healthz`: liveness, the process answers (a load balancer restarts it otherwise), and stays
 * 200 while the database is away, since a restart would not bring it back. `/readyz`: the
 * database answers and the embedded store's disk has room, so traffic may come here; 503
 * with the envelope while either is not so.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const alive = answersJson(z.object({ status: z.literal('ok') }), 'the process runs');
  app.get(
    '/healthz',
    { schema: { description: '存活检查：进程在运行即为 200', response: alive } },
    async () => ({ status: 'ok' }),
  );
  const ready = answersJson(
    z.object({
      status: z.literal('ready'),
      database: z.literal('ok'),
      disk: z.unknown().optional().describe("the embedded store's free space"),
    }),
    'ready: the database answers and the disk has room (else 503 with the envelope)',
  );

  app.get(
    '/readyz',
    { schema: { description: '就绪检查：数据库可用为 200，否则 503', response: ready } },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ping(app.database.db),
          new Promise((_resolve, reject) => {
            timer = setTimeout(
              () => reject(new Error('database did not answer in time')),
              READY_TIMEOUT_MS,
            );
          }),
        ]);
      } catch (error) {
        throw new AppError('DATABASE_UNAVAILABLE', undefined, { cause: error });
      } finally {
        clearTimeout(timer);
      }
      const disk = await diskOf(app);
      if (disk && disk.free_mb < app.config.diskMinFreeMb) {
        throw new AppError('DISK_FULL', undefined, { details: { disk } });
      }
      return reply
        .header('cache-control', 'no-store')
        .send({ status: 'ready', database: 'ok', ...(disk ? { disk } : {}) });
    },
  );
}
