import type {
  ActionContext,
  BlockAction,
  RuntimeApi,
  RuntimePopups,
} from '@h5-page/blocks/runtime';
import type { EnvAdapter } from '../../env/env-adapter.ts';

/** What every action handler may use. */
export interface ActionServices {
  /** The environment adapter: app pages, URLs, login, back, mini programs, the app's web view. */
  env: EnvAdapter;
  /** This page's popups. */
  popups: Pick<RuntimePopups, 'open' | 'close'>;
  toast(message: string): void;
  /** The gateway client (errors already toasted by it). */
  api: RuntimeApi;
  /** The login token, or null. */
  token(): string | null;
  log: Pick<Console, 'warn' | 'error'>;
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
