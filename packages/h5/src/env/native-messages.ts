import { DEFAULT_COMPARE_VERSION, NATIVE_MESSAGE_TYPE } from '@h5-page/schema/constants';
import { isVersionAbove } from '@h5-page/schema/version-compare';
import type { NativeJump } from './app-pages.ts';

/**
 * A message to the app: `type` is one of NATIVE_MESSAGE_TYPE (25, 29, 33, 35 page jumps, 7 login,
 * 8 open a mini program), `data` its payload. It goes to iOS as this object and to Android as its
 * JSON (native-bridge.ts).
 */
export interface NativeMessage {
  type: number;
  data: Record<string, unknown>;
}

/**
 * Whether the app understands the newer message format: its version (from the user agent) is
 * above DEFAULT_COMPARE_VERSION (6.42.99), compared by the schema helper. An app whose version
 * cannot be read gets the older format (the helper logs why), which every client understands.
 */
export function isNewClient(
  appVersion: string | null,
  log: (message: string) => void = console.warn,
): boolean {
  return isVersionAbove(appVersion ?? undefined, DEFAULT_COMPARE_VERSION, log);
}

/**
 * The message that opens an app page. Two formats, chosen by the client version:
 *
 * - newer clients (above 6.42.99): one generic jump for every page, type 29, the page's own
 *   fields at the top of `data` and the button's parameters in `data.params`:
 *   `{type: 29, data: {jumpType, pageName, pageId?, communityId?, params: {...}}}`;
 * - older clients: the dedicated jump types, the button's parameters flat in `data` (the page's
 *   fields win over a parameter of the same name):
 *   type 35 (page by id) when the page has a fixed page id,
 *   else type 33 (page jump with parameters) when the button gives parameters,
 *   else type 25 (page jump by name): `{type, data: {...params, jumpType, pageName, pageId?, ...}}`.
 */
export function pageJumpMessage(
  pageName: string,
  jump: NativeJump,
  params: Record<string, string>,
  appVersion: string | null,
  log?: (message: string) => void,
): NativeMessage {
  const fixed: Record<string, unknown> = { jumpType: jump.jumpType, pageName };
  if (jump.pageId !== undefined) fixed.pageId = jump.pageId;
  if (jump.communityId !== undefined) fixed.communityId = jump.communityId;
  if (isNewClient(appVersion, log)) {
    return { type: NATIVE_MESSAGE_TYPE.GENERIC_JUMP, data: { ...fixed, params: { ...params } } };
  }
  const type =
    jump.pageId !== undefined
      ? NATIVE_MESSAGE_TYPE.PAGE_JUMP_BY_ID
      : Object.keys(params).length > 0
        ? NATIVE_MESSAGE_TYPE.PAGE_JUMP_WITH_PARAMS
        : NATIVE_MESSAGE_TYPE.PAGE_JUMP;
  return { type, data: { ...params, ...fixed } };
}

/** Asks the app to show its login; `from` is where to come back to, `loginType` the optional type. */
export function loginMessage(from: string, loginType?: string): NativeMessage {
  return {
    type: NATIVE_MESSAGE_TYPE.LOGIN,
    data: loginType ? { from, loginType } : { from },
  };
}

/** A WeChat mini program to open: its original id (`gh_...`), the page path and its version. */
export interface MiniProgramTarget {
  userName: string;
  path?: string;
  /** 0 release (default), 1 development, 2 trial: WeChat's launch-mini-program types. */
  miniProgramType?: 0 | 1 | 2;
}

/** Asks the app to open a WeChat mini program (WeChat's launch-mini-program fields). */
export function openMiniProgramMessage(target: MiniProgramTarget): NativeMessage {
  return {
    type: NATIVE_MESSAGE_TYPE.OPEN_MINI_PROGRAM,
    data: {
      userName: target.userName,
      path: target.path ?? '',
      miniProgramType: target.miniProgramType ?? 0,
    },
  };
}
