/**
 * Runs `open` with PGlite's own initdb instead of the migrated template every other embedded
 * database of the tests starts from (scripts/vitest-setup-pglite.ts): for a test of what the
 * migrations do to an empty store or an older one.
 */
export async function pristinePglite<T>(open: () => Promise<T>): Promise<T> {
  const flags = globalThis as { pgliteTemplate?: boolean };
  flags.pgliteTemplate = false;
  try {
    return await open();
  } finally {
    delete flags.pgliteTemplate;
  }
}
