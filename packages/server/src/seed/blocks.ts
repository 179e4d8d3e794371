import type { Block } from '@h5-page/schema/page';

/** Small builders for the seed pages, so each page reads as its content. */

/** Banner images the server draws itself (see seed-images.ts), so seed pages work offline. */
export const seedImageUrl = (name: string): string => `/seed-assets/${name}.svg`;

export const image = (name: string, alt: string): Block => ({
  name: 'image',
  value: { url: seedImageUrl(name), alt, width: 750, height: 360 },
  children: [],
});

export const empty = (height: number): Block => ({
  name: 'empty',
  value: { height },
  children: [],
});

export const button = (
  text: string,
  action: Record<string, unknown>,
  options: Record<string, unknown> = {},
): Block => ({
  name: 'button',
  value: { type: 'text', text, align: 'center', action, ...options },
  children: [],
});

export const countdown = (name: string, endTime: number): Block => ({
  name: 'countdown',
  value: { type: 1, name, endTime },
  children: [],
});

/** The footer every campaign carries: copyright plus the investment risk notice. */
export const copyright = (): Block => ({
  name: 'copyright',
  value: { show: true, fxts: true },
  children: [],
});
