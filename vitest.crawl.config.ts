import { defineConfig } from 'vitest/config';

// The visitor crawler: every seeded page opened on a phone and every control tapped. It runs on
// its own (`npm run crawl`) until every page it walks passes; see e2e/crawl/.
export default defineConfig({
  test: {
    globalSetup: ['./scripts/vitest-global-setup.ts'],
    include: ['e2e/crawl/**/*.crawl.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
