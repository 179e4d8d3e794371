import { describe } from 'vitest';
import { statsSuite } from '#test/suites/stats-suite.ts';

describe('page stats and leads on PGlite', () => {
  statsSuite(() => null);
});
