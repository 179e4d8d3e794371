/** Decimal digits of a number without exponent notation (1e21 gives '1000000000000000000000'). */
function plainDigits(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n)) return BigInt(n).toString();
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * Strips every character that is not an ASCII digit 0-9 ('1,234 人' gives '1234'; '-1.5' gives
 * '15'; other scripts' digits are stripped too). Strings, numbers and bigints are read; numbers
 * are written out in full first, never in exponent form. null, undefined, NaN, Infinity and
 * anything else (booleans, objects) give ''.
 */
export function formatNumber(input: unknown): string {
  let text: string;
  if (typeof input === 'string') text = input;
  else if (typeof input === 'number') text = plainDigits(input);
  else if (typeof input === 'bigint') text = input.toString();
  else return '';
  return text.replace(/[^0-9]/g, '');
}
