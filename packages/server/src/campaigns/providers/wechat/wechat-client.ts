/** What the generate-url-link call asks for (spec section 7). */
export interface UrlLinkRequest {
  /** Name the page gives the link (kept with the request; the one mini program is used). */
  name?: string;
  /** Mini program page path, e.g. `pages/index/index`. */
  page: string;
  /** Query string handed to the page, e.g. `id=1&from=h5` ('' for none). */
  query: string;
  /** Days the link stays valid (spec section 9: 1). */
  outDateNum: number;
}

/** What `wx.config` needs to use the JS-SDK on one page address (WeChat's JS-SDK signature). */
export interface JsSdkSignature {
  appId: string;
  /** Seconds since the epoch, as WeChat signs it. */
  timestamp: number;
  nonceStr: string;
  /** SHA-1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, hex. */
  signature: string;
}

/**
 * The WeChat services: URL links that open the mini program from a browser, and the JS-SDK
 * signature of a page address (the share card set in WeChat's browser).
 */
export interface WeChatClient {
  readonly kind: 'development' | 'http';
  /** A `https://wxaurl.cn/…` link; rejects with ProviderError. */
  generateUrlLink(request: UrlLinkRequest): Promise<string>;
  /** The signature of `url` (without its `#fragment`); rejects with ProviderError. */
  jsSdkSignature(url: string): Promise<JsSdkSignature>;
}
