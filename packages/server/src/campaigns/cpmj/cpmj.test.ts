import { describe } from 'vitest';
import { cpmjSuite } from './cpmj-suite.ts';

describe('cpmj calls on PGlite', () => {
  cpmjSuite(async () => ({}));
});
