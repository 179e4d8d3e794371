import { defineConfig } from 'vitest/config';

// `expect.poll` waits for a state; its limit only ends a wait that will never succeed. Vitest's
// default (one second) is shorter than a busy machine takes to answer and repaint.
const expect = { poll: { timeout: 20_000 } };

// One runner, several projects: pure packages run in node, React code in jsdom,
// browser tests (e2e/) drive Debian's Chromium against a real server.
export default defineConfig({
  test: {
    // PostgreSQL and Redis for the server tests: used where they answer, started where not.
    globalSetup: ['./scripts/vitest-global-setup.ts'],
    // Vitest's default on a two-core machine is one worker: every file after the other. The test
    // files share nothing (a database, a Redis prefix and a port of their own each), so two run
    // at once, browser tests among them: each waits for states, never for time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'schema',
          expect,
          include: ['packages/schema/src/**/*.test.ts'],
          environment: 'node',
          // The property tests run a fixed number of generated cases: a busy machine only slows
          // them, past Vitest's five seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'ui',
          expect,
          include: ['packages/{blocks,h5,editor}/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./scripts/vitest-setup-dom.ts'],
          // Rendering a builder screen in jsdom takes seconds, many on a machine that also runs
          // other suites (a whole page editor took over a minute there): the limit only ends a
          // test that is failing anyway.
          testTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'server',
          expect,
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-setup-pglite.ts', './scripts/vitest-setup-answers.ts'],
          // The server's files share nothing but the modules they import (each builds its own app
          // on its own database, Redis prefix and port): one module graph per worker instead of
          // one per file saves the seconds each file spent importing Fastify, Drizzle and PGlite.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          expect,
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-setup-pglite.ts'],
          // As the server's files: each builds its own server and browser, and shares only the
          // modules it imports with the other files of its worker.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
