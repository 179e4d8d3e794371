import { describe } from 'vitest';
import { visitInflationSuite } from '#test/suites/visit-inflation-suite.ts';

describe('inflating a page’s visit figures, on PGlite', () => {
  visitInflationSuite(() => null);
});
