import { describe, expect, it } from 'vitest';
import type { Db } from '../../store/open-database.ts';
import { PUBLISHED_CODES_TTL_MS, createPublishedCodes } from './published-codes.ts';

/** A database that answers the codes query and counts how often it is asked. */
function fakeDb(codes: string[]) {
  const state = { queries: 0, codes, failing: false };
  const db = {
    execute: async () => {
      state.queries += 1;
      if (state.failing) throw new Error('connection terminated');
      return { rows: state.codes.map((code) => ({ code })) };
    },
  } as unknown as Db;
  return { db, state };
}

describe('published codes', () => {
  it('answers many events, real and made up, from one query', async () => {
    const { db, state } = fakeDb(['demo', 'jjfz']);
    const published = createPublishedCodes(db, () => 1000);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => published.has(i % 2 ? 'demo' : `made-up-${i}`)),
    );
    expect(answers.filter(Boolean)).toHaveLength(250);
    expect(state.queries).toBe(1);
  });

  it('reloads after its time, and at once after this process publishes', async () => {
    const { db, state } = fakeDb(['demo']);
    let clock = 0;
    const published = createPublishedCodes(db, () => clock);
    expect(await published.has('new-page')).toBe(false);
    state.codes = ['demo', 'new-page'];
    published.drop();
    expect(await published.has('new-page')).toBe(true);
    expect(state.queries).toBe(2);
    // Published by another process: the old set answers until the next load lands.
    state.codes = ['demo', 'new-page', 'elsewhere'];
    clock += PUBLISHED_CODES_TTL_MS;
    await published.has('elsewhere');
    await expect.poll(() => published.has('elsewhere')).toBe(true);
    expect(state.queries).toBe(3);
  });

  it('keeps answering from the last set while the database is away', async () => {
    const { db, state } = fakeDb(['demo']);
    let clock = 0;
    const published = createPublishedCodes(db, () => clock);
    expect(await published.has('demo')).toBe(true);
    state.failing = true;
    clock += PUBLISHED_CODES_TTL_MS * 3;
    expect(await published.has('demo')).toBe(true);
    published.drop();
    expect(await published.has('demo')).toBe(true);
  });
});
