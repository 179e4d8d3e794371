import type { Presence } from './use-presence.ts';
import './dialog.css';

/**
 * The root classes of an overlay drawn by `dialog.css` (its mask `.h5-dialog-mask`, its card, if
 * it zooms as the lead form's and the retain popup's do, `.h5-dialog-card`): the block's own
 * class, the block's `-entering` or `-leaving`, which its rules and tests name, and the shared one.
 */
export function dialogClass(block: string, presence: Presence): string {
  const phase = presence === 'open' ? 'entering' : 'leaving';
  return `${block} ${block}-${phase} h5-dialog-${phase}`;
}
