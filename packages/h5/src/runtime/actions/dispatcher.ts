import type { RuntimeActions } from '@h5-page/blocks/runtime';
import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import { askSuitability as askSuitabilityDialog } from '@h5-page/blocks/shared/suitability-gate';
import type { ActionHandler, ActionServices } from './action-handler.ts';
import { ACTION_HANDLERS } from './action-table.ts';
import { notAvailable } from './not-available.ts';
import { showQrPopup } from '../qr-popup/show-qr-popup.ts';

export interface ActionDispatcherOptions extends Omit<
  ActionServices,
  'log' | 'showQr' | 'redirectTarget' | 'pageHref' | 'askSuitability'
> {
  /** Default: this site only, read from the page's location. */
  redirectTarget?: ActionServices['redirectTarget'];
  log?: ActionServices['log'];
  /** Shows a QR code in a popup (default: the QR popup chunk, qr-popup/). */
  showQr?: ActionServices['showQr'];
  /** Default: the page's location. */
  pageHref?: ActionServices['pageHref'];
  /** Shows a suitability dialog (default: the dialog chunk, blocks' shared/suitability-dialog). */
  askSuitability?: ActionServices['askSuitability'];
  /** The handler table (default ACTION_HANDLERS). */
  handlers?: Readonly<Partial<Record<number, ActionHandler>>>;
}

/**
 * The one action dispatcher (DESIGN.md): `action.type` -> its handler in the table. A type with no
 * handler tells the visitor the feature is not open yet (and logs which type); a handler that
 * fails is logged, never thrown back at the block.
 */
export function createActionDispatcher({
  handlers = ACTION_HANDLERS,
  log = console,
  showQr = showQrPopup,
  redirectTarget = (url) => allowedRedirect(url, { base: globalThis.location.href }),
  pageHref = () => globalThis.location.href,
  askSuitability = askSuitabilityDialog,
  ...services
}: ActionDispatcherOptions): RuntimeActions {
  const context = { ...services, log, showQr, redirectTarget, pageHref, askSuitability };
  return {
    async run(action, where) {
      const type = Number(action.type);
      const handler = Object.prototype.hasOwnProperty.call(handlers, type)
        ? handlers[type]
        : undefined;
      if (!handler) {
        notAvailable(
          context,
          where.path,
          `action type ${String(action.type)} is not available yet`,
        );
        return;
      }
      try {
        await handler(action, where, context);
      } catch (error) {
        log.error(`[h5-page] ${where.path}: action type ${type} failed`, error);
      }
    },
  };
}
