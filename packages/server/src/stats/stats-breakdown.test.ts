import { describe } from 'vitest';
import { breakdownRollupsSuite } from '#test/suites/breakdown-rollups-suite.ts';

describe('the stats breakdown from its rollups on PGlite', () => {
  breakdownRollupsSuite(
    () => null,
    async () => ({ url: null, drop: async () => {} }),
  );
});
