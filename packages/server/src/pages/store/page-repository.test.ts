import { describe } from 'vitest';
import { openDatabase } from '../../store/open-database.ts';
import { repositorySuite } from '#test/suites/page-repository-suite.ts';

describe('store on the embedded database (PGlite, in memory)', () => {
  repositorySuite(() => openDatabase({ dataDir: ':memory:', databaseUrl: null }));
});
