import { describe } from 'vitest';
import { cachePurgeSuite } from '#test/suites/cache-purge-suite.ts';

describe('the shared cache’s purges on PGlite', () => {
  cachePurgeSuite(() => null);
});
