import { describe } from 'vitest';
import { statsSuite } from './stats-suite.ts';

describe('page stats and leads on PGlite', () => {
  statsSuite(() => null);
});
