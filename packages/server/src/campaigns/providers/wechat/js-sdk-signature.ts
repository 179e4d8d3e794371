import { createHash, randomBytes } from 'node:crypto';
import type { JsSdkSignature } from './wechat-client.ts';

/** The page address WeChat signs: the URL as the page has it, without its `#fragment`. */
export function signedUrl(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/**
 * WeChat's JS-SDK signature (its documentation, appendix 1): SHA-1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the keys in that order, the URL without its
 * fragment. `nonceStr` and `timestamp` are made here unless given (tests).
 */
export function signJsSdk(
  appId: string,
  ticket: string,
  url: string,
  made: { nonceStr?: string; timestamp?: number } = {},
): JsSdkSignature {
  const nonceStr = made.nonceStr ?? randomBytes(12).toString('hex');
  const timestamp = made.timestamp ?? Math.floor(Date.now() / 1000);
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${signedUrl(url)}`;
  const signature = createHash('sha1').update(text).digest('hex');
  return { appId, timestamp, nonceStr, signature };
}
