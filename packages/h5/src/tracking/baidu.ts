type HmtQueue = { push(command: unknown[]): void };

export interface BaiduWindow {
  _hmt?: HmtQueue | unknown[];
}

export interface BaiduStatistics {
  trackPageview(path: string): void;
  trackEvent(category: string, action: string, label?: string): void;
}

/**
 * Baidu statistics: hm.js is loaded once, on first use; automatic page views are turned off so
 * each navigation is counted once, by `trackPageview`.
 */
export function createBaiduStatistics(
  siteId: string,
  win: BaiduWindow & Window = window,
  doc: Document = document,
): BaiduStatistics {
  let loaded = false;
  const queue = (): HmtQueue => {
    if (!win._hmt) win._hmt = [];
    if (!loaded) {
      loaded = true;
      (win._hmt as HmtQueue).push(['_setAutoPageview', false]);
      const script = doc.createElement('script');
      script.async = true;
      script.src = `https://hm.baidu.com/hm.js?${encodeURIComponent(siteId)}`;
      (doc.head ?? doc.documentElement).appendChild(script);
    }
    return win._hmt as HmtQueue;
  };
  return {
    trackPageview: (path) => queue().push(['_trackPageview', path]),
    trackEvent: (category, action, label) =>
      queue().push(['_trackEvent', category, action, ...(label ? [label] : [])]),
  };
}
