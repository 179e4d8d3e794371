import { defineConfig } from 'vitest/config';

// The visitor crawler: every seeded page opened on a phone, checked against the rules behind
// Lighthouse's accessibility score, and every control tapped. `npm test` runs it after the other
// suites, with the machine to itself; `npm run crawl` runs it alone. See e2e/crawl/. Its server
// keeps its store in an embedded database of its own and uses no Redis, so it needs none of the
// services or database templates the other suites' global setup provides.
export default defineConfig({
  test: {
    include: ['e2e/crawl/**/*.crawl.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
