import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';

/** Class of the page's overlay layer: the one place an opened overlay is mounted. */
export const OVERLAY_HOST_CLASS = 'h5-overlays';

/**
 * Mounts an overlay (a dialog, a popup, its mask) in the page's overlay layer rather than inside
 * the block that opened it. A block's box may contain its content (`content-visibility`,
 * `overflow`, `transform` …), and a `position: fixed` overlay inside such a box is pinned to the
 * box instead of the viewport: clipped, and partly out of reach. The layer sits in the page (so
 * the page's design-px scale applies) and is never contained. Where a document has no layer (the
 * builder's canvas, tests of one block), the overlay stays in place, as nothing there contains it.
 * Overlays are closed in server HTML, so the server never needs a portal.
 */
export function OverlayPortal({ children }: { children: ReactNode }) {
  const host =
    typeof document === 'undefined' ? null : document.querySelector(`.${OVERLAY_HOST_CLASS}`);
  return host ? createPortal(children, host) : <>{children}</>;
}
