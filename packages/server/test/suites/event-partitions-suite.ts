import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../../src/app.ts';
import { migrate } from '../../src/store/migrate.ts';
import type { Database } from '../../src/store/open-database.ts';
import { BEACON_PATH } from '../../src/tracking/beacon.ts';
import { eventPartitions } from '../../src/tracking/event-partitions.ts';
import { appForAll } from '../support/app-for-all.ts';
import { openOlderStore } from '../support/older-store.ts';
import { publishPages, visitSessionOf } from '../support/visit.ts';

/** A database of its own for one test (and how to remove it afterwards). */
export interface FreshDatabase {
  url: string | null;
  drop(): Promise<void>;
}

/**
 * The events table partitioned by month: the partitions the upkeep makes and drops, where events
 * outside them go, the retention exact to the instant, the rows of an older store surviving the
 * migration, and a burst of beacons written in a few inserts. Run on PGlite
 * (event-partitions.test.ts) and PostgreSQL (event-partitions-postgres.test.ts).
 */
export function eventPartitionsSuite(
  databaseUrl: () => string | null,
  freshDatabase: () => Promise<FreshDatabase>,
): void {
  let app: FastifyInstance;

  appForAll(async () => {
    app = await build({
      config: {
        dataDir: ':memory:',
        databaseUrl: databaseUrl(),
        // The upkeep at start prunes nothing of the years the tests below write to.
        eventRetentionDays: 365 * 100,
      },
      ssr: false,
    });
    await app.ready();
    await publishPages(app, 'partition-burst');
    return app;
  });

  /** The partition holding each event of `pageCode`, oldest event first. */
  const homes = async (pageCode: string) =>
    app.database.withSession((session) =>
      session.query<{ at: string; home: string }>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS at,
                tableoid::regclass::text AS home
           FROM events WHERE page_code = $1 ORDER BY created_at`,
        [pageCode],
      ),
    );

  it('the migrated store has a default partition, and the upkeep makes this month and the next', async () => {
    await app.events.preparePartitions(new Date());
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const name = (at: Date) =>
      `events_p${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
    expect(await eventPartitions(app.database.db)).toEqual(
      expect.arrayContaining(['events_default', name(now), name(next)]),
    );
  });

  it('creates the partitions of a month and the next once, whoever asks again', async () => {
    expect(await app.events.preparePartitions(new Date('2031-03-10T12:00:00Z'))).toEqual([
      'events_p203103',
      'events_p203104',
    ]);
    expect(await app.events.preparePartitions(new Date('2031-03-31T23:00:00Z'))).toEqual([]);
    expect(await eventPartitions(app.database.db)).toEqual(
      expect.arrayContaining(['events_p203103', 'events_p203104']),
    );
  });

  it('stores events outside the created months in the default partition, and moves them when their month comes', async () => {
    await app.events.insertMany([
      { kind: 'pv', pageCode: 'partition-homes', createdAt: new Date('2002-05-01T00:00:00Z') },
      { kind: 'pv', pageCode: 'partition-homes', createdAt: new Date('2033-07-15T08:00:00Z') },
      { kind: 'pv', pageCode: 'partition-homes', createdAt: new Date('2033-08-02T08:00:00Z') },
    ]);
    expect(await homes('partition-homes')).toEqual([
      { at: '2002-05-01', home: 'events_default' },
      { at: '2033-07-15', home: 'events_default' },
      { at: '2033-08-02', home: 'events_default' },
    ]);
    expect(await app.events.preparePartitions(new Date('2033-07-01T00:00:00Z'))).toEqual([
      'events_p203307',
      'events_p203308',
    ]);
    expect(await homes('partition-homes')).toEqual([
      { at: '2002-05-01', home: 'events_default' },
      { at: '2033-07-15', home: 'events_p203307' },
      { at: '2033-08-02', home: 'events_p203308' },
    ]);
  });

  it('drops the months that ended before the retention and deletes the older rows of the rest', async () => {
    await app.events.preparePartitions(new Date('2001-03-05T00:00:00Z'));
    await app.events.insertMany([
      { kind: 'pv', pageCode: 'partition-old', createdAt: new Date('2001-02-10T00:00:00Z') },
      { kind: 'pv', pageCode: 'partition-old', createdAt: new Date('2001-03-10T00:00:00Z') },
      { kind: 'pv', pageCode: 'partition-old', createdAt: new Date('2001-04-05T00:00:00Z') },
      { kind: 'pv', pageCode: 'partition-old', createdAt: new Date('2001-04-20T00:00:00Z') },
    ]);
    expect((await homes('partition-old')).map((row) => row.home)).toEqual([
      'events_default',
      'events_p200103',
      'events_p200104',
      'events_p200104',
    ]);
    const pruned = await app.events.pruneBefore(new Date('2001-04-10T00:00:00Z'));
    expect(pruned).toEqual({ deleted: 2, droppedPartitions: ['events_p200103'] });
    expect(await homes('partition-old')).toEqual([{ at: '2001-04-20', home: 'events_p200104' }]);
    const partitions = await eventPartitions(app.database.db);
    expect(partitions).not.toContain('events_p200103');
    expect(partitions).toContain('events_p200104');
    // The upkeep again finds nothing more to drop.
    expect(await app.events.pruneBefore(new Date('2001-04-10T00:00:00Z'))).toEqual({
      deleted: 0,
      droppedPartitions: [],
    });
  });

  it('writes a burst of beacons in a few multi-row inserts, every one stored', async () => {
    const sent = 200;
    const answers = await Promise.all(
      Array.from({ length: sent }, (_, i) =>
        app.inject({
          method: 'POST',
          url: BEACON_PATH,
          headers: { 'content-type': 'text/plain' },
          payload: JSON.stringify({
            page_code: 'partition-burst',
            page_id: '1001',
            sid: `burst-${i}`,
            vs: visitSessionOf(app, `burst-${i}`, 'partition-burst'),
            duration: String(1000 + i),
          }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(sent).fill(200));
    // Rows written by one transaction share its id (xmin): one per group commit.
    const [written] = await app.database.withSession((session) =>
      session.query<{ rows: number; transactions: number }>(
        `SELECT count(*)::int AS rows, count(DISTINCT xmin::text)::int AS transactions
           FROM events WHERE page_code = 'partition-burst' AND kind = 'beacon'`,
      ),
    );
    expect(written?.rows).toBe(sent);
    expect(written?.transactions).toBeLessThanOrEqual(sent / 5);
  });

  it('keeps the rows of an older store through the migration to monthly partitions', async () => {
    const fresh = await freshDatabase();
    let database: Database | undefined;
    try {
      // The store as it was before the migration: every migration up to it, none after.
      database = await openOlderStore(fresh.url, '0118');
      const stored = await database.withSession(async (session) => {
        await session.query(
          `INSERT INTO events (kind, page_code, session_id, duration_ms, env, cps_id, created_at)
           VALUES ('pv', 'kept', 's-1', NULL, 'wechat', 'wx-1', '2020-01-15T10:00:00Z'),
                  ('beacon', 'kept', 's-1', 4200, 'wechat', NULL, '2020-03-02T10:00:00Z'),
                  ('click', 'kept', 's-2', NULL, 'app', NULL, now())`,
        );
        return session.query<{ id: string }>(`SELECT id::text FROM events ORDER BY id`);
      });
      expect(await migrate(database)).toContain('0118');
      const rows = await database.withSession((session) =>
        session.query<{ id: string; kind: string; home: string; duration_ms: number | null }>(
          `SELECT id::text, kind, tableoid::regclass::text AS home, duration_ms
             FROM events ORDER BY id`,
        ),
      );
      expect(rows.map((row) => row.id)).toEqual(stored.map((row) => row.id));
      expect(rows.slice(0, 2)).toEqual([
        { id: stored[0]!.id, kind: 'pv', home: 'events_p202001', duration_ms: null },
        { id: stored[1]!.id, kind: 'beacon', home: 'events_p202003', duration_ms: 4200 },
      ]);
      expect(rows[2]?.home).toMatch(/^events_p\d{6}$/);
      // New events go on numbering after the old ones, under the key that holds the month.
      const [added] = await database.withSession((session) =>
        session.query<{ id: string }>(
          `INSERT INTO events (kind, page_code) VALUES ('pv', 'kept') RETURNING id::text`,
        ),
      );
      expect(BigInt(added!.id)).toBeGreaterThan(BigInt(stored.at(-1)!.id));
      const key = await database.withSession((session) =>
        session.query<{ column: string }>(
          `SELECT a.attname AS column FROM pg_index i
             JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
            WHERE i.indrelid = 'events'::regclass AND i.indisprimary ORDER BY a.attname`,
        ),
      );
      expect(key.map((row) => row.column)).toEqual(['created_at', 'id']);
    } finally {
      await database?.close();
      await fresh.drop();
    }
  });
}
