import type { CSSProperties } from 'react';
import { designPx } from '../design-px.ts';
import { trimmedText } from '../shared/trimmed-text.ts';

/** The animations a button plays (`animate: true` plays the first). */
export const BUTTON_ANIMATIONS = ['pulse', 'shake', 'breath'] as const;
export type ButtonAnimation = (typeof BUTTON_ANIMATIONS)[number];

export const BUTTON_ALIGNS = ['left', 'center', 'right'] as const;
export type ButtonAlign = (typeof BUTTON_ALIGNS)[number];

/** `animate`: true plays 'pulse', a known name plays it, anything else (false, '', 'none') nothing. */
export function animationOf(animate: unknown): ButtonAnimation | null {
  if (animate === true) return BUTTON_ANIMATIONS[0];
  if (typeof animate !== 'string') return null;
  const name = animate.trim().toLowerCase();
  return (BUTTON_ANIMATIONS as readonly string[]).includes(name) ? (name as ButtonAnimation) : null;
}

export function alignOf(align: unknown): ButtonAlign {
  return (BUTTON_ALIGNS as readonly unknown[]).includes(align) ? (align as ButtonAlign) : 'center';
}

// A hex colour, a colour word, or rgb()/hsl() of numbers: nothing that could end the declaration
// or load anything (the server writes inline styles into the HTML as they are). The schema checks
// colours fully when a page is saved; this keeps a stray value harmless.
const COLOUR_LIKE =
  /^(?:#[0-9a-f]{3,8}|[a-z]{3,30}|(?:rgba?|hsla?)\(\s*[-+\d.%\s,/]*(?:deg|grad|rad|turn)?[-+\d.%\s,/]*\))$/i;

function colour(value: unknown): string | null {
  return typeof value === 'string' && COLOUR_LIKE.test(value.trim()) ? value.trim() : null;
}

function designLength(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? designPx(value)
    : undefined;
}

/**
 * Inline style of the button body: `width`/`height` in design px, `color`, and `background` (with
 * `backgroundTo`, a left-to-right gradient). Unset values leave the stylesheet's look. A text
 * button's `height` is its least height: wording longer than a line grows it rather than being
 * cut; a picture takes the height as set.
 */
export function buttonStyle(
  value: {
    width?: unknown;
    height?: unknown;
    color?: unknown;
    background?: unknown;
    backgroundTo?: unknown;
  },
  isImage = false,
): CSSProperties | undefined {
  const style: CSSProperties = {};
  const width = designLength(value.width);
  const height = designLength(value.height);
  if (width) style.width = width;
  if (height && isImage) style.height = height;
  else if (height) style.minHeight = height;
  const text = colour(value.color);
  if (text) style.color = text;
  const from = colour(value.background);
  const to = colour(value.backgroundTo);
  if (from && to) style.background = `linear-gradient(90deg, ${from}, ${to})`;
  else if (from) style.background = from;
  return Object.keys(style).length > 0 ? style : undefined;
}

export interface ButtonImage {
  url?: unknown;
  alt?: unknown;
  join?: unknown;
  joined?: unknown;
}

/**
 * The picture of an image button. A join-group button (action 13) passes the visitor's state
 * (use-join-state.ts): `image.join` until the visitor has joined, then `image.joined` (each falls
 * back to `image.join`, then `image.url`). Without a state (every other button) it is `image.url`.
 */
export function buttonImageUrl(
  image: ButtonImage | undefined,
  joinState: 'join' | 'joined' | null,
): string {
  const url = trimmedText(image?.url);
  if (!joinState) return url;
  return trimmedText(image?.[joinState]) || trimmedText(image?.join) || url;
}
