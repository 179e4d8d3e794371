import { isDeepStrictEqual } from 'node:util';
import type { ActivityPage } from '@h5-page/schema/page';
import { migratePage } from '@h5-page/schema/migrate-page';
import { withControlBlocks } from '@h5-page/schema/variants';

/**
 * What is stored for a page file that `validatePage` accepted: exactly what was sent (no
 * defaults filled in, keys in their order), so that export gives the same file back; or its
 * migration when an older format had to change. A migration that only stamps
 * `schema_version` changes nothing, so the file is kept as sent. A page with A/B variants has
 * its own blocks set to its control's (variants.ts).
 */
export function pageAsSent(accepted: unknown): ActivityPage {
  const migrated = migratePage(accepted) as ActivityPage;
  if (migrated === accepted) return withControlBlocks(migrated);
  const { schema_version: _stamp, ...unstamped } = migrated as ActivityPage & {
    schema_version?: unknown;
  };
  return withControlBlocks(
    isDeepStrictEqual(unstamped, accepted) ? (accepted as ActivityPage) : migrated,
  );
}
