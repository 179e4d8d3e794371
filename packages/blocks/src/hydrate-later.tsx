import { use } from 'react';
import type { ReactNode } from 'react';

/**
 * Suspends until `until` settles. Around a block that the server rendered below the fold, it keeps
 * the block's server HTML in place (no shift) and its code unrequested until then, so the first
 * screen hydrates first. `render` is called only then: with what has come meanwhile (the block's
 * whole value, when its document inlined a stub).
 */
export function HydrateLater({ until, render }: { until: Promise<void>; render(): ReactNode }) {
  use(until);
  return render();
}
