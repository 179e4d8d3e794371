/** Base of the visitor pages, and of the desktop rendering that auto-fit pages go to. */
export const H5_BASENAME = '/h5-page';
export const PC_BASENAME = '/pc-page';

/** Route of the schema-driven activity page, and of its desktop rendering (under PC_BASENAME). */
export const ACTIVITY_ROUTE = '/h5/:id';
export const PC_ROUTE = '/pc/:code';
/** Under H5_BASENAME, `/app/<app page>`: where a browser visitor lands from an app-page button. */
export const APP_ROUTE_SEGMENT = 'app';
