import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh PostgreSQL database per test file (`h5_test_<random>`), dropped afterwards, so parallel
 * runs never share tables. The test setup (scripts/vitest-global-setup.ts) starts PostgreSQL on
 * TEST_PG_PORT when nothing answers there, so a missing server fails the tests rather than
 * skipping them (set TEST_DATABASE_URL to point elsewhere).
 */

export const ADMIN_DATABASE_URL =
  process.env.TEST_DATABASE_URL ??
  `postgres://postgres@127.0.0.1:${process.env.TEST_PG_PORT ?? 5432}/test`;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = new pg.Client({
    connectionString: ADMIN_DATABASE_URL,
    connectionTimeoutMillis: 2000,
  });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => {});
    throw new Error(`PostgreSQL does not answer at ${ADMIN_DATABASE_URL} (set TEST_DATABASE_URL)`, {
      cause: error,
    });
  }
  const name = `h5_test_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
