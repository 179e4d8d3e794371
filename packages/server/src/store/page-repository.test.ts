import { describe } from 'vitest';
import { openDatabase } from './open-database.ts';
import { repositorySuite } from './repository-suite.ts';

describe('store on the embedded database (PGlite, in memory)', () => {
  repositorySuite(() => openDatabase({ dataDir: ':memory:', databaseUrl: null }));
});
