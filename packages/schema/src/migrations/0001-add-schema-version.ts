import type { Migration } from './migration.ts';

/**
 * Version 0 to 1: the CONTRACT section 3 page file without `schema_version` becomes version 1.
 * Nothing else changes (unknown keys, blocks and values are kept as they are).
 */
export const addSchemaVersion: Migration = {
  version: 1,
  description: 'mark the CONTRACT section 3 page file as schema_version 1',
  migrate: (page) => ({ ...page, schema_version: 1 }),
};
