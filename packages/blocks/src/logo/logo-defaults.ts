/** The product's name: the built-in logo's words and the default alt text. */
export const PRODUCT_NAME = '牛8';
/** Height of the logo when `height` is not set (design px). */
export const DEFAULT_LOGO_HEIGHT = 56;
