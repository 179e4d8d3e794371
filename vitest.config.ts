import { defineConfig } from 'vitest/config';

// One runner, several projects: pure packages run in node, React code in jsdom,
// browser tests (e2e/) drive Debian's Chromium against a real server.
export default defineConfig({
  test: {
    // PostgreSQL and Redis for the server tests: used where they answer, started where not.
    globalSetup: ['./scripts/vitest-global-setup.ts'],
    projects: [
      {
        test: {
          name: 'schema',
          include: ['packages/schema/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'ui',
          include: ['packages/{blocks,h5,editor}/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./scripts/vitest-setup-dom.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
