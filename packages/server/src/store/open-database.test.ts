import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';
import { sqlRows } from './sql-rows.ts';

describe('the embedded database', () => {
  it('reads every type it parses, and arrays of them, as JavaScript values', async () => {
    const database = await openDatabase({ dataDir: ':memory:', databaseUrl: null });
    try {
      const answer = await sqlRows(
        database.db,
        sql`
        SELECT 7::int AS int, 9::bigint AS big, 1.5::float8 AS float, true AS yes, 'x'::text AS text,
               '{"k":1}'::jsonb AS json, decode('0102', 'hex') AS bytes, ARRAY[1, 2]::int[] AS ints,
               ARRAY['a', 'b']::text[] AS texts, ARRAY['{"k":2}'::jsonb] AS jsons,
               ARRAY[true, false] AS flags`,
      );
      expect(answer).toEqual([
        {
          int: 7,
          big: 9,
          float: 1.5,
          yes: true,
          text: 'x',
          json: { k: 1 },
          bytes: new Uint8Array([1, 2]),
          ints: [1, 2],
          texts: ['a', 'b'],
          jsons: [{ k: 2 }],
          flags: [true, false],
        },
      ]);
      const rows = await database.withSession((session) =>
        session.query('SELECT ARRAY[3, 4]::int8[] AS longs, ARRAY[2.5]::float8[] AS floats'),
      );
      expect(rows).toEqual([{ longs: [3, 4], floats: [2.5] }]);
    } finally {
      await database.close();
    }
  });
});
