import { describe } from 'vitest';
import { accountsRepositorySuite } from '#test/suites/accounts-repository-suite.ts';
import { openDatabase } from '../../store/open-database.ts';

describe('accounts on the embedded database (PGlite, in memory)', () => {
  accountsRepositorySuite(() => openDatabase({ dataDir: ':memory:', databaseUrl: null }));
});
