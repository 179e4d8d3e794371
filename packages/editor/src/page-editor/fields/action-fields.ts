import { BUTTON_ACTION_TYPE, BUTTON_ACTION_TYPE_LABELS } from '@h5-page/schema/constants';
import { isSafeUrl } from '@h5-page/schema/safe-url';

/** A parameter of a button action, as the action form shows it. */
export interface ActionParam {
  key: string;
  label: string;
  kind: 'text' | 'appPage' | 'popup' | 'url';
  placeholder?: string;
}

const T = BUTTON_ACTION_TYPE;

/** The 14 action types of spec section 9, in Chinese (one list with the button's definition). */
export const ACTION_TYPE_LABELS: Readonly<Record<number, string>> = BUTTON_ACTION_TYPE_LABELS;

/** Which parameters each type uses; `actionName` (for tracking) is shown for every type. */
export const ACTION_PARAMS: Record<number, ActionParam[]> = {
  [T.PAGE]: [
    { key: 'pageName', label: 'App 页面', kind: 'appPage' },
    { key: 'pageParam', label: '页面参数', kind: 'text', placeholder: 'a=1&b=2' },
    { key: 'appPageParam', label: 'App 内附加参数', kind: 'text', placeholder: 'a=1&b=2' },
  ],
  [T.CODE]: [{ key: 'codeId', label: '二维码 ID', kind: 'text' }],
  [T.POPUP]: [{ key: 'popupId', label: '弹窗', kind: 'popup' }],
  [T.PAY]: [],
  [T.SERVICE_CHAT]: [],
  [T.NIUNIU_SERVICE]: [{ key: 'niuniuCodeId', label: '牛牛服务码', kind: 'text' }],
  [T.LINK]: [{ key: 'atext', label: '链接地址', kind: 'url', placeholder: 'https://' }],
  [T.API]: [{ key: 'api', label: '接口地址', kind: 'url', placeholder: '/api/...' }],
  [T.BROKERAGE_ACCOUNT]: [],
  [T.ENTERPRISE_WECHAT]: [],
  [T.STATE_CODE]: [{ key: 'stateCodeId', label: '状态码', kind: 'text' }],
  [T.TREASURY_REVERSE_REPO]: [],
  [T.JOIN_GROUP]: [
    { key: 'groupId', label: '社群 ID', kind: 'text' },
    { key: 'activeType', label: '活动类型', kind: 'text' },
  ],
  [T.BACK]: [],
};

/** What is wrong with one parameter's value, in Chinese, or null. */
export function actionParamProblem(param: ActionParam, value: unknown): string | null {
  if (param.kind === 'url' && typeof value === 'string' && !isSafeUrl(value)) {
    return '链接不安全：不允许 javascript:、vbscript:、file: 或非图片的 data: 地址';
  }
  if (param.kind === 'popup' && (typeof value !== 'string' || value === '')) {
    return '请选择要打开的弹窗';
  }
  return null;
}

/**
 * The action after switching to `type`: the parameters the new type does not use are dropped
 * (they would otherwise linger invisibly in the page file), the ones it uses are kept.
 */
export function switchActionType(
  action: Record<string, unknown>,
  type: number,
): Record<string, unknown> {
  const keep = new Set(['actionName', ...(ACTION_PARAMS[type] ?? []).map((p) => p.key)]);
  const allParams = new Set(Object.values(ACTION_PARAMS).flatMap((list) => list.map((p) => p.key)));
  const next: Record<string, unknown> = { type };
  for (const [key, value] of Object.entries(action)) {
    if (key === 'type') continue;
    if (keep.has(key) || !allParams.has(key)) next[key] = value;
  }
  return next;
}
