/**
 * Where the test setup keeps the migrated embedded database (scripts/pglite-template.ts writes it,
 * scripts/vitest-setup-pglite.ts reads it). A module of its own: the setup file may not load PGlite
 * before its mock of it is in place.
 */
export const PGLITE_TEMPLATE = new URL('../.tmp/pglite-template.tar', import.meta.url).pathname;
