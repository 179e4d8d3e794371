export interface PagePolicyOptions {
  /** Origins (besides this one) scripts may come from, e.g. WeChat's JS-SDK. */
  scriptOrigins?: string[];
  /** Origins (besides this one) the page may call, e.g. the configured API base. */
  connectOrigins?: string[];
  /** Who may frame the page: `'self'` for visitor pages (the builder previews them), `'none'`. */
  frameAncestors: string;
  /** What the page itself may frame (`'self'` for the builder's preview). */
  frameSrc?: string;
}

/** The origin of an absolute http(s) URL; null for paths and anything else. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of an HTML page, as a function of the sources that name its own
 * inline scripts (a response's `'nonce-…'`, or the `'sha256-…'` of each script, which lets a
 * cached page be the same bytes for every visitor). Scripts run only from this origin, the named
 * origins, or an inline element so named, so markup that page content smuggles in never runs; calls go only to this origin and the configured API, so even a
 * script that did run could not carry a token elsewhere. Images, media and styles stay open:
 * marketing pages show pictures from anywhere and blocks style themselves inline.
 */
export function pagePolicy(
  options: PagePolicyOptions,
): (inlineScripts: readonly string[]) => string {
  const list = (urls: string[] = []) =>
    [...new Set(urls.map(originOf).filter((origin) => origin !== null))]
      .map((origin) => ` ${origin}`)
      .join('');
  const scripts = list(options.scriptOrigins);
  const connect = list(options.connectOrigins);
  const fixed = [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    'img-src * data: blob:',
    'media-src * data: blob:',
    "font-src 'self' data: https:",
    `connect-src 'self'${connect}`,
    `frame-src ${options.frameSrc ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors}`,
  ];
  return (inlineScripts) =>
    [
      `script-src 'self'${inlineScripts.map((source) => ` ${source}`).join('')}${scripts}`,
      ...fixed,
    ].join('; ');
}
