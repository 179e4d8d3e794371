import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { build } from '../app.ts';
import { createTestDatabase } from '#test/support/postgres.ts';
import { driverMessage, statementName } from './logged-error.ts';

/**
 * A query that fails in the driver, through the error handler, into the log: the line names the
 * statement and the database's code, and holds none of the values the query was given, on
 * PGlite and on PostgreSQL (their errors differ in shape).
 */

const PHONE = '13912345678';
const CODE = '246813';

const testDb = await createTestDatabase();
afterAll(async () => {
  await testDb.drop();
});

/** Each query fails with the values in its params (and, as the driver words it, its message). */
const FAILING: Record<string, (app: FastifyInstance) => Promise<unknown>> = {
  // invalid input syntax for type integer: "13912345678-246813"
  integer: (app) => app.database.db.execute(sql`SELECT ${`${PHONE}-${CODE}`}::int AS n`),
  // invalid input syntax for type json, with the text in the error's `where` and `detail`
  json: (app) =>
    app.database.db.execute(sql`SELECT ${`{"phone": "${PHONE}", "code": ${CODE}`}::jsonb AS j`),
  // invalid byte sequence for encoding "UTF8": 0x00
  nul: (app) =>
    app.database.db.execute(
      sql`SELECT count(*) FROM pages WHERE code = ${`${PHONE}\u0000${CODE}`}`,
    ),
};

async function loggingApp(databaseUrl: string | null) {
  let logged = '';
  const app = await build({
    config: { dataDir: ':memory:', databaseUrl, logLevel: 'info' },
    ssr: false,
    seed: false,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    }),
  });
  for (const [name, fail] of Object.entries(FAILING)) {
    app.get(`/test/failing-query/${name}`, async () => fail(app));
  }
  return { app, log: () => logged };
}

// Each case builds an app of its own: slow on a busy machine.
describe.each([
  ['PGlite', () => null],
  ['PostgreSQL', () => testDb.url],
])('a failed query logged on %s', { timeout: 180_000 }, (_store, databaseUrl) => {
  it('names its statement and code, never the values it was given', async () => {
    const { app, log } = await loggingApp(databaseUrl());
    try {
      for (const name of Object.keys(FAILING)) {
        const before = log().length;
        const response = await app.inject(`/test/failing-query/${name}`);
        expect(response.statusCode, name).toBe(500);
        const lines = log()
          .slice(before)
          .split('\n')
          .filter((line) => line.includes('unexpected error'));
        expect(lines, name).toHaveLength(1);
        const line = lines[0]!;
        expect(line, name).not.toContain(PHONE);
        expect(line, name).not.toContain(CODE);
        const entry = JSON.parse(line) as { err: Record<string, unknown> };
        // Drizzle's error wraps the driver's: the statement on the one, the code on the other.
        const chain = [entry.err, entry.err.cause as Record<string, unknown> | undefined];
        expect(
          chain.some((err) => err?.statement === (name === 'nul' ? 'select from pages' : 'select')),
          `${name}: ${line}`,
        ).toBe(true);
        expect(
          chain.some((err) => typeof err?.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)),
          `${name}: ${line}`,
        ).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});

describe('what a failed query is logged as', () => {
  it('a statement by its verb and first table', () => {
    expect(statementName('select "id", "code" from "pages" where "code" = $1')).toBe(
      'select from pages',
    );
    expect(statementName('insert into "leads" ("phone") values ($1)')).toBe('insert into leads');
    expect(statementName('update "pages" set "title" = $1')).toBe('update pages');
    expect(statementName('SELECT $1::int')).toBe('select');
  });

  it("a driver's message with the values it quotes left out, the names it quotes kept", () => {
    expect(driverMessage(`invalid input syntax for type integer: "${PHONE}"`)).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(driverMessage(`value "${PHONE}" is out of range for type integer`)).toBe(
      'value "…" is out of range for type integer',
    );
    expect(driverMessage('duplicate key value violates unique constraint "pages_pkey"')).toBe(
      'duplicate key value violates unique constraint "pages_pkey"',
    );
    expect(driverMessage('column "phone" of relation "leads" does not exist')).toBe(
      'column "phone" of relation "leads" does not exist',
    );
  });
});
