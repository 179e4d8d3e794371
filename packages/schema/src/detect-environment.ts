import { APP_USER_AGENT_MARK } from './constants.ts';

export interface Environment {
  /** Inside the product's app web view (user agent contains `n8Web`). */
  isApp: boolean;
  /** App version from the user agent (`n8Web/6.43.1` gives '6.43.1'), null when absent. */
  appVersion: string | null;
  /** WeChat's built-in browser (`MicroMessenger`), mini program web views included. */
  isWeChat: boolean;
  /** A WeChat mini program web view (`miniProgram`). */
  isMiniProgram: boolean;
  isMobile: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  /** Not mobile. */
  isDesktop: boolean;
}

/** `n8Web/<version>`: the app writes its version right after the mark and a slash. */
const APP_VERSION_PATTERN = new RegExp(`${APP_USER_AGENT_MARK}/(\\d+(?:\\.\\d+)*)`);
/** What makes a user agent a mobile one: the one rule of the server, the app and inline scripts. */
export const MOBILE_PATTERN =
  /iPhone|iPad|iPod|Android|Mobile|HarmonyOS|OpenHarmony|Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini/i;

/**
 * Reads the visitor's environment from a user agent. Matching is case-insensitive except for the
 * app mark `n8Web`, which is the app's exact spelling. An empty user agent (a server render
 * without one) reads as a desktop browser.
 */
export function detectEnvironment(userAgent: string): Environment {
  const ua = typeof userAgent === 'string' ? userAgent : '';
  const isApp = ua.includes(APP_USER_AGENT_MARK);
  const isMobile = MOBILE_PATTERN.test(ua);
  return {
    isApp,
    appVersion: (isApp && APP_VERSION_PATTERN.exec(ua)?.[1]) || null,
    isWeChat: /MicroMessenger/i.test(ua),
    isMiniProgram: /miniProgram/i.test(ua),
    isMobile,
    isIOS: /iPhone|iPad|iPod/i.test(ua),
    isAndroid: /Android/i.test(ua),
    isDesktop: !isMobile,
  };
}
