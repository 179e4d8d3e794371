import type { Block } from '@h5-page/schema/page';

/** A seeded block without children. */
export const block = (name: string, value: Record<string, unknown>): Block => ({
  name,
  value,
  children: [],
});
