import type { ActionContext, BlockAction, RuntimePopups } from '@h5-page/blocks/runtime';
import type { AskSuitability } from '@h5-page/blocks/shared/suitability-gate';
import { isSafeUrl } from '@h5-page/schema/safe-url';
import type { GatewayClient } from '../../api/api-client.ts';
import { ApiError, TokenMissingError } from '../../api/errors.ts';
import type { EnvAdapter } from '../../env/env-adapter.ts';
import type { QrPopupContent } from '../qr-popup/show-qr-popup.ts';

/** What every action handler may use. */
export interface ActionServices {
  /** The environment adapter: app pages, URLs, login, back, mini programs, the app's web view. */
  env: EnvAdapter;
  /** This page's popups. */
  popups: Pick<RuntimePopups, 'open' | 'close'>;
  toast(message: string): void;
  /** The gateway client (errors already toasted by it; `raw` gives the whole envelope). */
  api: GatewayClient;
  /** The login token, or null. */
  token(): string | null;
  /** Shows a QR code in a popup over the page (actions 2, 6, 9 and 10). */
  showQr(content: QrPopupContent): void | Promise<void>;
  log: Pick<Console, 'warn' | 'error'>;
  /**
   * Where a link or jump may go (`allowedRedirect` with this page's URL and the configured
   * REDIRECT_ALLOW_HOSTS): the target to open, or null when it would leave for another site.
   */
  redirectTarget(url: string): string | null;
  /** This page's whole address (the suitability questionnaire comes back to it). */
  pageHref(): string;
  /** The assessment provider's questionnaire (ClientConfig.suitabilityAssessUrl); absent, ours. */
  suitabilityAssessUrl?: string;
  /** Shows a suitability dialog and resolves the visitor's answer (pay, action 4). */
  askSuitability: AskSuitability;
}

/**
 * One action type's handler (one file per type in this folder, kebab-case, registered in
 * action-table.ts). It tells the visitor itself when it cannot do what was asked.
 */
export type ActionHandler = (
  action: BlockAction,
  context: ActionContext,
  services: ActionServices,
) => void | Promise<void>;

/** A text field of an action: strings trimmed, numbers as strings, anything else ''. */
export function actionText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A URL field of an answer that the page may load or open (no `javascript:` and the like), or ''. */
export function safeUrlOf(value: unknown): string {
  const url = actionText(value);
  return url && isSafeUrl(url) ? url : '';
}

/**
 * Awaits a gateway call: `{ value }` with its answer (undefined for an answer whose code is not 1),
 * or null when it failed. A failed call has already told the visitor (the API client's toast), so
 * the handler just stops; a call cancelled for want of a token is a failure too.
 */
export async function answered<T>(call: Promise<T>): Promise<{ value: T } | null> {
  try {
    return { value: await call };
  } catch (error) {
    if (error instanceof ApiError || error instanceof TokenMissingError) return null;
    throw error;
  }
}
