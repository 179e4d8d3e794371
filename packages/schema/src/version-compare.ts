import { DEFAULT_COMPARE_VERSION } from './constants.ts';

const VERSION_PATTERN = /^\d+\.\d+\.\d+$/;

/** Compares two digit strings of any length numerically (no precision loss). */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * True when `version` is strictly greater than `compareTo` (default 6.42.99). Both must be
 * `digits.digits.digits`; parts compare as numbers (6.100.0 > 6.42.99, 6.042.0 equals 6.42.0).
 * When either does not parse, `log` gets a message naming the bad string and the answer is false.
 */
export function isVersionAbove(
  version: string | undefined,
  compareTo: string = DEFAULT_COMPARE_VERSION,
  log: (message: string) => void = console.warn,
): boolean {
  for (const candidate of [version, compareTo]) {
    if (typeof candidate !== 'string' || !VERSION_PATTERN.test(candidate)) {
      log(`isVersionAbove: cannot parse version ${JSON.stringify(String(candidate))}`);
      return false;
    }
  }
  const left = (version as string).split('.');
  const right = compareTo.split('.');
  for (let i = 0; i < 3; i += 1) {
    const order = compareDigits(left[i] ?? '0', right[i] ?? '0');
    if (order !== 0) return order > 0;
  }
  return false;
}
