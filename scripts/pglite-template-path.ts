/**
 * Where the test setup keeps the embedded databases every fresh one of the tests starts from
 * (scripts/pglite-template.ts writes them, scripts/vitest-setup-pglite.ts reads them): migrated,
 * and migrated then seeded as a server's first start seeds it. A module of its own: the setup
 * file may not load PGlite before its mock of it is in place.
 */
export const PGLITE_TEMPLATE = new URL('../.tmp/pglite-template.tar', import.meta.url).pathname;
export const PGLITE_SEEDED_TEMPLATE = new URL('../.tmp/pglite-seeded.tar', import.meta.url)
  .pathname;
