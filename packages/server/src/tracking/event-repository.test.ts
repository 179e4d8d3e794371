import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { appForAll } from '#test/support/app-for-all.ts';
import { aroundAll } from '#test/support/around-all.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import type { NewEvent } from './event-repository.ts';

/** Values an array literal must carry as they are: quotes, backslashes, braces, commas, "NULL". */
const AWKWARD = ['say "hi"', 'C:\\path\\', '{a,b}', 'NULL', '', ' 空格 ', '换行\n和\t制表', '😀'];

function awkwardEvents(pageCode: string): NewEvent[] {
  return AWKWARD.map((text, i) => ({
    kind: 'click',
    pageCode,
    pageId: i,
    sessionId: text,
    uid: i % 2 ? null : text,
    path: `/h5-page/h5/${pageCode}?q=${text}`,
    durationMs: i % 3 ? null : 1000 * i,
    data: i % 2 ? null : { name: text, nested: { list: [text, null, 1] } },
    env: i % 2 ? 'wechat' : null,
    cpsId: text || null,
    variant: i % 4 ? null : 'b',
    createdAt: new Date(Date.UTC(2026, 10, 2, 2, 0, i)),
  }));
}

/** Stores the awkward events and reads them back as they went in, on the app's store. */
async function roundTrip(app: FastifyInstance, pageCode: string) {
  const sent = awkwardEvents(pageCode);
  await app.events.insertMany(sent);
  const stored = await app.events.list({ pageCode });
  expect(stored.map((event) => event.pageId).sort()).toEqual(sent.map((e) => e.pageId).sort());
  for (const event of sent) {
    const back = stored.find((row) => row.pageId === event.pageId)!;
    expect({
      kind: back.kind,
      sessionId: back.sessionId,
      uid: back.uid,
      path: back.path,
      durationMs: back.durationMs,
      data: back.data,
      env: back.env,
      cpsId: back.cpsId,
      variant: back.variant,
      createdAt: back.createdAt.toISOString(),
    }).toEqual({
      kind: event.kind,
      sessionId: event.sessionId,
      uid: event.uid,
      path: event.path,
      durationMs: event.durationMs,
      data: event.data,
      env: event.env,
      cpsId: event.cpsId,
      variant: event.variant,
      createdAt: event.createdAt!.toISOString(),
    });
  }
}

describe('event repository', () => {
  let app: FastifyInstance;
  appForAll(
    async () => (app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false })),
  );

  it('stores a batch of thousands, all of it, in the day figures too', async () => {
    const day = new Date('2026-11-02T02:00:00.000Z');
    const batch = Array.from({ length: 7000 }, (_, i) => ({
      kind: 'pv' as const,
      pageCode: 'big-batch',
      sessionId: `s-${i % 3500}`,
      createdAt: day,
    }));
    await app.events.insertMany(batch);
    expect(await app.events.count({ pageCode: 'big-batch', kind: 'pv' })).toBe(7000);
  });

  it('keeps every value as it was sent, nulls and awkward text included (embedded store)', () =>
    roundTrip(app, 'awkward'));
});

describe('event repository on PostgreSQL', () => {
  let app: FastifyInstance;
  aroundAll(
    async () => {
      const testDb = await createTestDatabase();
      app = await build({
        config: { dataDir: ':memory:', databaseUrl: testDb.url },
        seed: false,
        ssr: false,
      });
      return { app, testDb };
    },
    async ({ app, testDb }) => {
      await app.close();
      await testDb.drop();
    },
  );

  it('keeps every value as it was sent, nulls and awkward text included', () =>
    roundTrip(app, 'awkward-pg'));
});
