import { isPlainRecord } from './is-plain-record.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** The page file format this code writes; pages without `schema_version` are version 0. */
export const CURRENT_SCHEMA_VERSION = 1;

/**
 * Brings a page file to CURRENT_SCHEMA_VERSION by running, in order, every migration above its
 * version. Returns the input itself when there is nothing to do or nothing it can do: not an
 * object, already current, a `schema_version` that is not a positive integer, or one newer than
 * CURRENT_SCHEMA_VERSION (validatePage reports those). Never changes its input.
 */
export function migratePage(raw: unknown): unknown {
  if (!isPlainRecord(raw)) return raw;
  const declared = raw.schema_version;
  let version: number;
  if (declared === undefined) version = 0;
  else if (typeof declared === 'number' && Number.isInteger(declared) && declared >= 1) {
    version = declared;
  } else return raw;
  if (version >= CURRENT_SCHEMA_VERSION) return raw;
  let page: Record<string, unknown> = raw;
  for (const migration of MIGRATIONS) {
    if (migration.version > version) page = migration.migrate(page);
  }
  return page;
}
