import { use } from 'react';
import type { ReactNode } from 'react';

/**
 * Suspends until `until` settles. Around a block that the server rendered below the fold, it keeps
 * the block's server HTML in place (no shift) and its code unrequested until then, so the first
 * screen hydrates first.
 */
export function HydrateLater({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}
