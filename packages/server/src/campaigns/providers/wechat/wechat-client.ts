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

/** The WeChat mini program service: URL links that open the mini program from a browser. */
export interface WeChatClient {
  readonly kind: 'development' | 'http';
  /** A `https://wxaurl.cn/…` link; rejects with ProviderError. */
  generateUrlLink(request: UrlLinkRequest): Promise<string>;
}
