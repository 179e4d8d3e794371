import type { BlockAction, BlockRuntime } from '@h5-page/blocks/runtime';
import { createPopupStore } from '@h5-page/blocks/popup-store';
import { PHONE_BROWSER } from '@h5-page/blocks/phone-browser';
import { activityPagePath } from '@h5-page/schema/page-route';
import { ACTION_TYPE_LABELS } from './fields/action-fields.ts';

/** Said whenever a block on the canvas would leave the page or call the server. */
export const NO_NAVIGATION = '预览中不可跳转';
/** Said when a block's code failed twice to load on the canvas (reloading would drop the edits). */
const BLOCK_CODE_FAILED = '组件代码加载失败，请保存后刷新页面';

/**
 * The runtime blocks get on the canvas: same components as the visitor's, but nothing leaves the
 * builder (no navigation, no gateway calls, no tracking); each attempt is announced by `toast`.
 */
export function createPreviewRuntime(toast: (message: string) => void, code = ''): BlockRuntime {
  const refuse = () => {
    toast(NO_NAVIGATION);
    return Promise.resolve(undefined);
  };
  return {
    api: { get: () => Promise.resolve(undefined), post: () => Promise.resolve(undefined) },
    actions: {
      run: (action: BlockAction) => {
        const label = ACTION_TYPE_LABELS[action.type] ?? `动作 ${action.type}`;
        toast(`${NO_NAVIGATION}（${label}）`);
        return Promise.resolve();
      },
    },
    env: {
      ...PHONE_BROWSER,
      openUrl: () => void refuse(),
      openAppPage: () => void refuse(),
      login: () => void refuse(),
      back: () => void refuse(),
    },
    toast,
    popups: createPopupStore(),
    tracker: { click: () => undefined },
    auth: { token: () => null },
    page: { code, pageID: null, preview: true },
    // Blocks read the address the page will have once published: no query, no path segment.
    location: {
      href: () => (code ? new URL(activityPagePath(code), window.location.origin).href : ''),
      reload: () => toast(BLOCK_CODE_FAILED),
    },
    now: Date.now(),
  };
}
