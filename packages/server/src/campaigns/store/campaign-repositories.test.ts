import { describe } from 'vitest';
import { openDatabase } from '../../store/open-database.ts';
import { campaignRepositorySuite } from '#test/suites/campaign-repository-suite.ts';

describe('campaign repositories on PGlite', () => {
  campaignRepositorySuite(() => openDatabase({ dataDir: ':memory:', databaseUrl: null }));
});
