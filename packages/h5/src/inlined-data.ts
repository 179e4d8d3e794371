import type { ClientConfig, InlinedPageData } from '@h5-page/schema/client-config';

export const DEFAULT_CLIENT_CONFIG: ClientConfig = {
  apiBase: '',
  appEnv: 'production',
  baiduSiteId: '',
  cookieDomain: '',
  loginUrls: { desktop: '', mobile: '', test: '' },
  miniProgramLoginPath: '',
  collectorUrl: '/collect/v1',
};

/**
 * Where the server's own data script stands: a direct child of `<body>`, outside `#root`. Page
 * content (the code block's HTML) renders inside `#root` and can hold no `<script>`, so no content
 * can take this place, whatever ids it carries.
 */
const DATA_SCRIPT = 'body > script#__H5_DATA__[type="application/json"]';

/** The JSON the server inlined in `<script id="__H5_DATA__">`; defaults when it is missing or broken. */
export function readInlinedData(doc: Document, now: number = Date.now()): InlinedPageData {
  const fallback: InlinedPageData = {
    config: DEFAULT_CLIENT_CONFIG,
    page: null,
    code: null,
    preview: false,
    now,
  };
  const text = doc.querySelector(DATA_SCRIPT)?.textContent;
  if (!text) return fallback;
  try {
    const data = JSON.parse(text) as Partial<InlinedPageData>;
    return { ...fallback, ...data, config: { ...DEFAULT_CLIENT_CONFIG, ...data.config } };
  } catch (error) {
    console.error('[h5-page] unreadable page data', error);
    return fallback;
  }
}
