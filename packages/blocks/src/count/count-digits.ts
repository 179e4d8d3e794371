import { DEFAULT_FLIP_DIGITS } from '@h5-page/schema/constants';
import { formatNumber } from '@h5-page/schema/format-number';

/**
 * The digits a flip counter shows: `num` stripped of anything that is not a digit
 * (`formatNumber`), left-padded with 0 to `numbers` digits (default DEFAULT_FLIP_DIGITS). A number
 * longer than `numbers` keeps all its digits.
 */
export function countDigits(num: unknown, numbers: unknown): string {
  const digits = formatNumber(num);
  const width =
    typeof numbers === 'number' && Number.isInteger(numbers) && numbers > 0
      ? numbers
      : DEFAULT_FLIP_DIGITS;
  return digits.padStart(width, '0');
}

/** Indexes of the digits of `next` that differ from `previous` (aligned on the right). */
export function changedDigits(previous: string, next: string): number[] {
  const offset = next.length - previous.length;
  const changed: number[] = [];
  for (let i = 0; i < next.length; i += 1) {
    if (next[i] !== previous[i - offset]) changed.push(i);
  }
  return changed;
}
