import { describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../store/open-database.ts';
import { VISITOR_CODES_RECHECK_MS, createVisitorCodes } from './visitor-codes.ts';

interface Query {
  /** The code a one-page read asks about; null for the read of the whole set. */
  code: string | null;
  answer(codes: string[]): void;
  fail(): void;
}

/** A database whose every read waits until the test answers it, in any order. */
function heldDb() {
  const queries: Query[] = [];
  const db = {
    execute: (query: SQL) =>
      new Promise((resolve, reject) => {
        const param = query.queryChunks.find((chunk) => typeof chunk === 'string');
        queries.push({
          code: typeof param === 'string' ? param : null,
          answer: (codes) => resolve({ rows: codes.map((code) => ({ code })) }),
          fail: () => reject(new Error('connection terminated')),
        });
      }),
  } as unknown as Db;
  /** The next query not yet answered that matches. */
  const next = (code: string | null) => {
    const index = queries.findIndex((query) => query.code === code);
    if (index < 0) throw new Error(`no pending read of ${code ?? 'the whole set'}`);
    return queries.splice(index, 1)[0]!;
  };
  return { db, queries, next };
}

/** Lets every settled read's continuation run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

async function loaded(codes: string[], clock = () => 0) {
  const store = heldDb();
  const visitor = createVisitorCodes(store.db, clock);
  const first = visitor.has('demo');
  store.next(null).answer(codes);
  await first;
  return { ...store, visitor };
}

describe('visitor codes', () => {
  it('answers every address from one read: real codes exactly, anything else absent', async () => {
    const store = heldDb();
    const visitor = createVisitorCodes(store.db, () => 0);
    const answers = ['demo', 'Demo', 'demo;x', 'demo x', 'jjfz'].map((code) => visitor.has(code));
    expect(store.queries).toHaveLength(1);
    store.next(null).answer(['demo', 'jjfz']);
    expect(await Promise.all(answers)).toEqual([true, false, false, false, true]);
    for (let i = 0; i < 500; i += 1) expect(visitor.has(`made-up-${i}`)).toBe(false);
    expect(store.queries).toHaveLength(0);
  });

  it('a page changed counts as present at once; its read settles it', async () => {
    const { visitor, next } = await loaded(['demo']);
    visitor.changed('spring');
    expect(visitor.has('spring')).toBe(true);
    next('spring').answer(['spring']);
    await settled();
    expect(visitor.has('spring')).toBe(true);
    visitor.changed('demo');
    expect(visitor.has('demo')).toBe(true);
    next('demo').answer([]);
    await settled();
    expect(visitor.has('demo')).toBe(false);
  });

  it("only a code's latest change settles it, whatever order the reads answer in", async () => {
    const { visitor, next } = await loaded(['spring']);
    visitor.changed('spring'); // a publish: read one
    visitor.changed('spring'); // then the removal: read two
    const [published, removal] = [next('spring'), next('spring')];
    removal.answer([]);
    await settled();
    expect(visitor.has('spring')).toBe(false);
    published.answer(['spring']);
    await settled();
    expect(visitor.has('spring')).toBe(false);
    // And a later publish read before an earlier removal's.
    visitor.changed('autumn');
    visitor.changed('autumn');
    const [removed, republished] = [next('autumn'), next('autumn')];
    republished.answer(['autumn']);
    removed.answer([]);
    await settled();
    expect(visitor.has('autumn')).toBe(true);
  });

  it('a read of the whole set that began before a change never undoes it', async () => {
    let clock = 0;
    const { visitor, next } = await loaded(['demo', 'old'], () => clock);
    clock += VISITOR_CODES_RECHECK_MS;
    // The old set answers while the new one is read.
    expect(visitor.has('demo')).toBe(true);
    const whole = next(null);
    visitor.changed('new'); // published after the whole set was read
    visitor.changed('old'); // removed after the whole set was read
    next('new').answer(['new']);
    next('old').answer([]);
    await settled();
    whole.answer(['demo', 'old']);
    await settled();
    expect(visitor.has('new')).toBe(true);
    expect(visitor.has('old')).toBe(false);
    expect(visitor.has('demo')).toBe(true);
  });

  it('a change still being read when the whole set arrives stays present until read', async () => {
    let clock = 0;
    const { visitor, next } = await loaded(['demo'], () => clock);
    clock += VISITOR_CODES_RECHECK_MS;
    visitor.has('demo');
    const whole = next(null);
    visitor.changed('new');
    whole.answer(['demo']);
    await settled();
    expect(visitor.has('new')).toBe(true);
    next('new').answer([]);
    await settled();
    expect(visitor.has('new')).toBe(false);
  });

  it('keeps its set while the database is away, and a failed read leaves the code present', async () => {
    let clock = 0;
    const { visitor, next, queries } = await loaded(['demo'], () => clock);
    clock += VISITOR_CODES_RECHECK_MS;
    expect(visitor.has('demo')).toBe(true);
    next(null).fail();
    await settled();
    // Not asked again at once: the next whole read waits a full interval.
    expect(visitor.has('demo')).toBe(true);
    expect(queries).toHaveLength(0);
    visitor.changed('spring');
    next('spring').fail();
    await settled();
    expect(visitor.has('spring')).toBe(true);
  });

  it('the first read failing fails the check (the page answers the database is away)', async () => {
    const store = heldDb();
    const visitor = createVisitorCodes(store.db, () => 0);
    const first = visitor.has('demo');
    store.next(null).fail();
    await expect(first).rejects.toThrow('connection terminated');
    const second = visitor.has('demo');
    store.next(null).answer(['demo']);
    expect(await second).toBe(true);
  });
});
