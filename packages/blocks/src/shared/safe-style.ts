import type { CSSProperties } from 'react';
import { designPx } from '../design-px.ts';

/** Properties whose values are lengths: numbers and `Npx` in them are design px (750 width). */
const LENGTH_PROPERTIES = new Set([
  'width',
  'minWidth',
  'maxWidth',
  'height',
  'minHeight',
  'maxHeight',
  'padding',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'margin',
  'marginTop',
  'marginRight',
  'marginBottom',
  'marginLeft',
  'gap',
  'rowGap',
  'columnGap',
  'border',
  'borderTop',
  'borderRight',
  'borderBottom',
  'borderLeft',
  'borderWidth',
  'borderRadius',
  'boxShadow',
  'fontSize',
  'letterSpacing',
]);

/** Properties taken as they are (colours, keywords, unitless numbers). */
const PLAIN_PROPERTIES = new Set([
  'color',
  'backgroundColor',
  'borderColor',
  'borderStyle',
  'opacity',
  'fontWeight',
  'lineHeight',
  'textAlign',
  'alignItems',
  'justifyContent',
  'zIndex',
]);

/**
 * A value may hold words, numbers, units, colours (`#fff`, `rgba(0, 0, 0, .5)`) and calc
 * arithmetic, nothing else: no quotes, colons, semicolons, braces, backslashes or angle brackets,
 * and no function that fetches or runs anything (`url(`, `image-set(`, `expression(`).
 */
const SAFE_VALUE = /^[\w\s#%.,+*/()-]*$/;
const UNSAFE_FUNCTION = /\b(?:url|image-set|image|cross-fade|element|expression|paint|src)\s*\(/i;

const PX = /(-?\d*\.?\d+)px\b/g;

function designLength(value: string): string {
  return value.replace(PX, (_, n: string) => designPx(Number(n)));
}

/**
 * The whitelisted part of a page file's `style` (a container block's inline style): unknown
 * properties and unsafe values are dropped. Lengths are design px like the CSS files: a number
 * or `Npx` becomes `calc(N * var(--h5-vw, 1vw) / 7.5)`.
 */
export function safeStyle(style: unknown): CSSProperties {
  const result: Record<string, string | number> = {};
  if (typeof style !== 'object' || style === null || Array.isArray(style)) return result;
  for (const [property, raw] of Object.entries(style as Record<string, unknown>)) {
    const length = LENGTH_PROPERTIES.has(property);
    if (!length && !PLAIN_PROPERTIES.has(property)) continue;
    if (typeof raw === 'number') {
      if (!Number.isFinite(raw)) continue;
      result[property] = length ? designPx(raw) : raw;
      continue;
    }
    if (typeof raw !== 'string') continue;
    const value = raw.trim();
    if (!value || value.length > 200 || !SAFE_VALUE.test(value) || UNSAFE_FUNCTION.test(value))
      continue;
    result[property] = length ? designLength(value) : value;
  }
  return result as CSSProperties;
}
