import { isCssColour } from './css-colour.ts';

/**
 * Characters that could end a CSS `url("…")` or declaration, or that no URL needs: whitespace,
 * controls, quotes, backslash, parentheses, braces, angle brackets, `;` and backtick.
 */
const UNSAFE_URL_CHARACTER = /[\s"'`\\(){}<>;]/;

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** True for an http(s) URL or an absolute path (`/img/bg.png`, not `//host/…`) safe in CSS. */
export function isBackgroundImageUrl(value: string): boolean {
  if (typeof value !== 'string') return false;
  if (UNSAFE_URL_CHARACTER.test(value) || hasControlCharacter(value)) return false;
  return /^https?:\/\/[^/?#]+/i.test(value) || /^\/(?!\/)/.test(value);
}

/** A page background: '' (none), a CSS colour, or an image URL (see the two checks). */
export function isValidBackground(value: string): boolean {
  return value === '' || isCssColour(value) || isBackgroundImageUrl(value);
}

/**
 * The inline style for a page background: a colour as `backgroundColor`, an image URL as
 * `backgroundImage: url("…")`, nothing for '' or an invalid value.
 */
export function backgroundStyle(value: string): {
  backgroundColor?: string;
  backgroundImage?: string;
} {
  if (isCssColour(value)) return { backgroundColor: value };
  if (isBackgroundImageUrl(value)) return { backgroundImage: `url("${value}")` };
  return {};
}
