import { MARQUEE_SECONDS_PER_CHARACTER } from '@h5-page/schema/constants';

export type MarqueeSpeed = 'slow' | 'middle' | 'fast';

/**
 * How `speed` scales the spec's duration ("marquee duration in seconds equals text length"):
 * middle keeps it exactly, slow takes 1.5 times as long, fast half as long.
 */
export const MARQUEE_SPEED_FACTOR: Readonly<Record<MarqueeSpeed, number>> = {
  slow: 1.5,
  middle: 1,
  fast: 0.5,
};

/** One scroll of the text, in seconds: its length in characters, scaled by the speed. */
export function marqueeDuration(content: string, speed: unknown): number {
  const factor = MARQUEE_SPEED_FACTOR[speed as MarqueeSpeed] ?? MARQUEE_SPEED_FACTOR.middle;
  const length = Array.from(content).length;
  return Math.max(1, length) * MARQUEE_SECONDS_PER_CHARACTER * factor;
}
