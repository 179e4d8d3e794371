import { describe } from 'vitest';
import { openDatabase } from '../../store/open-database.ts';
import { campaignRepositorySuite } from './campaign-repository-suite.ts';

describe('campaign repositories on PGlite', () => {
  campaignRepositorySuite(() => openDatabase({ dataDir: ':memory:', databaseUrl: null }));
});
