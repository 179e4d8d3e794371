import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { eventPartitionsSuite } from '#test/suites/event-partitions-suite.ts';
import { eventPartitions } from './event-partitions.ts';

// One fresh database for this file (see test/support/postgres.ts); a missing PostgreSQL fails, never skips.
const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

describe('the events table by month on PostgreSQL', () => {
  eventPartitionsSuite(
    () => testDb.url,
    () => createTestDatabase(),
  );
});

describe('two servers keeping up the partitions of one PostgreSQL at once', () => {
  // Two servers starting on a shared machine take a while before the race itself.
  it('create and drop each partition once, and neither fails', { timeout: 120_000 }, async () => {
    const shared = await createTestDatabase();
    const apps: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        apps.push(
          await build({
            config: { dataDir: ':memory:', databaseUrl: shared.url },
            ssr: false,
          }),
        );
      }
      const months = ['2041-01-10', '2041-02-10', '2041-03-10', '2041-04-10'].map(
        (day) => new Date(`${day}T00:00:00Z`),
      );
      const created = await Promise.all(
        apps.flatMap((app) => months.map((month) => app.events.preparePartitions(month))),
      );
      expect(created.flat().sort()).toEqual([
        'events_p204101',
        'events_p204102',
        'events_p204103',
        'events_p204104',
        'events_p204105',
      ]);
      const pruned = await Promise.all(
        apps.map((app) => app.events.pruneBefore(new Date('2041-04-01T00:00:00Z'))),
      );
      // The months each server made at start (this one and the next) go too.
      const dropped = pruned.flatMap((result) => result.droppedPartitions);
      expect(dropped.filter((name) => name.startsWith('events_p2041')).sort()).toEqual([
        'events_p204101',
        'events_p204102',
        'events_p204103',
      ]);
      const left = await eventPartitions(apps[0]!.database.db);
      expect(left).toEqual(expect.arrayContaining(['events_p204104', 'events_p204105']));
      expect(left.filter((name) => dropped.includes(name))).toEqual([]);
      expect(new Set(dropped).size).toBe(dropped.length);
    } finally {
      for (const app of apps) await app.close();
      await shared.drop();
    }
  });
});
