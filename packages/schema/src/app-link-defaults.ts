/**
 * Where the "continue in the app" page sends a visitor outside the app, when the configuration
 * names nothing else (APP_OPEN_URL, APP_DOWNLOAD_URL): the app's URL scheme, which the app opens
 * at the page named by `page` (a universal link `https://…` takes the same query), and this
 * site's own download page (`/h5-page/app/download`), which says where to get the app.
 */
export const APP_LINK_DEFAULTS = {
  open: 'niu8://open',
  download: '/h5-page/app/download',
} as const;
