/** Width and height of an icon's image when `size` is not set (design px). */
export const DEFAULT_ICON_SIZE = 96;
