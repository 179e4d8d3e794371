import { addSchemaVersion } from './0001-add-schema-version.ts';
import type { Migration } from './migration.ts';

/**
 * Every migration, in order: MIGRATIONS[i] takes version i to version i + 1. To change the page
 * file format, add `NNNN-what-it-does.ts` (with its fixture test) at the end and raise
 * CURRENT_SCHEMA_VERSION in migrate-page.ts.
 */
export const MIGRATIONS: readonly Migration[] = [addSchemaVersion];
