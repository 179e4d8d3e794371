import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectEnvironment } from './detect-environment.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const APP_IOS = `${IPHONE_SAFARI} n8Web/6.43.1`;
const APP_ANDROID_NO_VERSION = `${ANDROID_CHROME} n8Web`;
const WECHAT_ANDROID = `${ANDROID_CHROME} XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64`;
const MINI_PROGRAM = `${WECHAT_ANDROID} miniProgram/wx1234567890`;
const WECHAT_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x6309092b) XWEB/9129 Flue';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const HARMONY =
  'Mozilla/5.0 (Phone; OpenHarmony 4.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 HarmonyOS';

describe('detectEnvironment', () => {
  it('reads the app web view and its version (n8Web/<version>)', () => {
    expect(detectEnvironment(APP_IOS)).toEqual({
      isApp: true,
      appVersion: '6.43.1',
      isWeChat: false,
      isMiniProgram: false,
      isMobile: true,
      isIOS: true,
      isAndroid: false,
      isDesktop: false,
    });
  });

  it('gives a null version when the app mark carries none', () => {
    const env = detectEnvironment(APP_ANDROID_NO_VERSION);
    expect(env.isApp).toBe(true);
    expect(env.appVersion).toBeNull();
    expect(env.isAndroid).toBe(true);
  });

  it('reads versions of any length after the mark', () => {
    expect(detectEnvironment('n8Web/7').appVersion).toBe('7');
    expect(detectEnvironment('x n8Web/12.345.6789 y').appVersion).toBe('12.345.6789');
  });

  it('matches the app mark with its exact spelling only', () => {
    expect(detectEnvironment('N8WEB/6.43.1').isApp).toBe(false);
    expect(detectEnvironment('n8web/6.43.1').isApp).toBe(false);
  });

  it('reads WeChat and the mini program', () => {
    expect(detectEnvironment(WECHAT_ANDROID)).toMatchObject({
      isWeChat: true,
      isMiniProgram: false,
      isMobile: true,
      isApp: false,
      appVersion: null,
    });
    expect(detectEnvironment(MINI_PROGRAM)).toMatchObject({ isWeChat: true, isMiniProgram: true });
  });

  it('reads desktop WeChat as desktop', () => {
    expect(detectEnvironment(WECHAT_WINDOWS)).toMatchObject({
      isWeChat: true,
      isMobile: false,
      isDesktop: true,
    });
  });

  it('reads desktop browsers', () => {
    expect(detectEnvironment(DESKTOP_CHROME)).toEqual({
      isApp: false,
      appVersion: null,
      isWeChat: false,
      isMiniProgram: false,
      isMobile: false,
      isIOS: false,
      isAndroid: false,
      isDesktop: true,
    });
  });

  it('reads iPad, iPod and HarmonyOS as mobile', () => {
    expect(detectEnvironment(IPAD)).toMatchObject({ isMobile: true, isIOS: true });
    expect(detectEnvironment('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5)')).toMatchObject({
      isMobile: true,
      isIOS: true,
    });
    expect(detectEnvironment(HARMONY)).toMatchObject({
      isMobile: true,
      isAndroid: false,
      isDesktop: false,
    });
  });

  it('reads an empty or missing user agent as a desktop browser', () => {
    expect(detectEnvironment('')).toMatchObject({ isMobile: false, isDesktop: true, isApp: false });
    expect(detectEnvironment(undefined as unknown as string).isDesktop).toBe(true);
  });

  it('never throws, and isDesktop is always the opposite of isMobile', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (ua) => {
        const env = detectEnvironment(ua);
        expect(env.isDesktop).toBe(!env.isMobile);
        if (!env.isApp) expect(env.appVersion).toBeNull();
      }),
    );
  });
});
