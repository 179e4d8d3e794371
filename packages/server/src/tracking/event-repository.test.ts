import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../app.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(
  async () => (app = await build({ config: { dataDir: ':memory:' }, seed: false, ssr: false })),
);

describe('event repository', () => {
  it('stores a batch larger than one statement can carry, all of it, in the day figures too', async () => {
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
});
