import { availableParallelism } from 'node:os';

/** More processes than this only add memory and database connections on any real machine. */
export const MAX_WORKERS = 64;

/**
 * WORKERS: how many server processes share the port (`auto`: one per CPU). Several processes
 * need a database and a Redis they can all reach: the embedded store's data directory belongs
 * to one process, and page caches and rate limits are shared only through Redis. Problems are
 * pushed onto `problems`, each naming WORKERS; the value is then 1.
 */
export function readWorkers(
  raw: string | undefined,
  stores: { databaseUrl: string | null; redisUrl: string | null },
  problems: string[],
  cpuCount: number = availableParallelism(),
): number {
  if (raw === undefined) return 1;
  let workers: number;
  if (raw.toLowerCase() === 'auto') {
    workers = Math.min(Math.max(1, cpuCount), MAX_WORKERS);
  } else if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_WORKERS) {
    workers = Number(raw);
  } else {
    problems.push(
      `WORKERS: expected a whole number from 1 to ${MAX_WORKERS}, or auto (one per CPU), got ${JSON.stringify(raw)}`,
    );
    return 1;
  }
  if (workers === 1) return 1;
  const setting = raw.toLowerCase() === 'auto' ? `WORKERS=auto (${workers})` : `WORKERS=${workers}`;
  let refused = false;
  if (stores.databaseUrl === null) {
    problems.push(
      `${setting}: the embedded store (no DATABASE_URL) keeps its data in one directory that only one process may open; set DATABASE_URL to a PostgreSQL database to run several processes, or set WORKERS=1`,
    );
    refused = true;
  }
  if (stores.redisUrl === null) {
    problems.push(
      `${setting}: several processes need REDIS_URL, through which they drop each other's cached pages on publish and share rate limits; set REDIS_URL, or set WORKERS=1`,
    );
    refused = true;
  }
  return refused ? 1 : workers;
}
