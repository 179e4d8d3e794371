import { describe } from 'vitest';
import { statsByTimeSuite } from '#test/suites/stats-by-time-suite.ts';

describe('a page’s hours and last hour on PGlite', () => {
  statsByTimeSuite(() => null);
});
