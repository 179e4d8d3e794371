import { afterEach, describe, expect, it } from 'vitest';
import { WECHAT_JS_SDK_URL } from '@h5-page/schema/constants';
import { loadWeChatSdk } from './wechat-sdk.ts';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadWeChatSdk', () => {
  it('adds the SDK once in WeChat, from the configured URL', () => {
    const script = loadWeChatSdk(document, { isWeChat: true }, '/fake/jweixin.js');
    expect(script?.getAttribute('src')).toBe('/fake/jweixin.js');
    expect(loadWeChatSdk(document, { isWeChat: true }, '/fake/jweixin.js')).toBe(script);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('uses the official SDK when none is configured', () => {
    expect(loadWeChatSdk(document, { isWeChat: true }, undefined)?.src).toBe(WECHAT_JS_SDK_URL);
  });

  it('loads nothing outside WeChat', () => {
    expect(loadWeChatSdk(document, { isWeChat: false }, '/fake/jweixin.js')).toBeNull();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
