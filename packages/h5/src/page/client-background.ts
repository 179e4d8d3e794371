import type { CSSProperties } from 'react';

const IMAGE_URL = /^(?:https?:\/\/[^/?#]|\/(?!\/))/i;
const UNSAFE_IN_URL = /[\s"'`\\(){}<>;]/;

/**
 * A page background as inline style, in the browser: an image URL (`http(s)://…` or `/…`) becomes
 * `backgroundImage: url("…")`, anything else `backgroundColor`. The server renders with schema's
 * validating `backgroundStyle` (an HTML string cannot drop a bad value); in the browser React sets
 * styles through the CSSOM, which drops invalid values itself, so this light version (no colour
 * table in the visitor bundle) agrees with it on every valid background and is safe on the rest.
 */
export function clientBackgroundStyle(value: string): CSSProperties {
  if (typeof value !== 'string' || value === '') return {};
  if (IMAGE_URL.test(value)) {
    return UNSAFE_IN_URL.test(value) ? {} : { backgroundImage: `url("${value}")` };
  }
  return { backgroundColor: value };
}
