import { describe } from 'vitest';
import { cpmjSuite } from '#test/suites/cpmj-suite.ts';

describe('cpmj calls on PGlite', () => {
  cpmjSuite(async () => ({}));
});
