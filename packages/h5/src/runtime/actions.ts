import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import type {
  BlockAction,
  RuntimeActions,
  RuntimeEnv,
  RuntimePopups,
} from '@h5-page/blocks/runtime';

/** Told for every action type the dispatcher does not handle yet. */
export const NOT_AVAILABLE = '该功能暂未开放';

export interface ActionDispatcherOptions {
  env: Pick<RuntimeEnv, 'openUrl' | 'back'>;
  popups: Pick<RuntimePopups, 'open'>;
  toast(message: string): void;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** The URL of a link action (type 7). */
export function linkOf(action: BlockAction): string {
  return text(action.url) || text(action.atext) || text(action.link);
}

/**
 * The action dispatcher (type 1-14 of spec section 9 -> handler). For now: popup (3), link (7) and
 * back (14); every other type tells the visitor the feature is not open yet.
 */
export function createActionDispatcher(options: ActionDispatcherOptions): RuntimeActions {
  return {
    async run(action) {
      switch (Number(action.type)) {
        case BUTTON_ACTION_TYPE.POPUP: {
          const id = text(action.popupId);
          if (id) options.popups.open(id);
          return;
        }
        case BUTTON_ACTION_TYPE.LINK: {
          const url = linkOf(action);
          if (url) options.env.openUrl(url);
          return;
        }
        case BUTTON_ACTION_TYPE.BACK:
          options.env.back();
          return;
        default:
          options.toast(NOT_AVAILABLE);
      }
    },
  };
}
