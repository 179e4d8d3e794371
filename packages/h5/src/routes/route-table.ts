/** Base of the visitor pages, and of the desktop rendering that auto-fit pages go to. */
export const H5_BASENAME = '/h5-page';
export const PC_BASENAME = '/pc-page';

/** Route of the schema-driven activity page, and of its desktop rendering (under PC_BASENAME). */
export const ACTIVITY_ROUTE = '/h5/:id';
export const PC_ROUTE = '/pc/:code';

export type Basename = typeof H5_BASENAME | typeof PC_BASENAME;

export function basenameFor(pathname: string): Basename {
  return pathname === PC_BASENAME || pathname.startsWith(`${PC_BASENAME}/`)
    ? PC_BASENAME
    : H5_BASENAME;
}
