import { describe } from 'vitest';
import { experimentsSuite } from '#test/suites/experiments-suite.ts';

describe('A/B experiments on PGlite', () => {
  experimentsSuite(() => null);
});
