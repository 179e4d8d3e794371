/** decodeURIComponent, or the text unchanged when it is not valid percent-encoding. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Parses a button's `pageParam` (`a=1&b=2`): pieces split on `&`, each on its first `=` (a value
 * may contain `=`; a piece without `=` is a key with value ''). Empty pieces and pieces whose key
 * is empty after trimming are ignored; keys are trimmed, values kept as they are. Keys and values
 * are URI-decoded where that is valid (`+` stays `+`: this is not form encoding), raw otherwise.
 * A repeated key keeps its last value. Keys such as `__proto__` are stored as ordinary keys.
 */
export function parsePageParam(s: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof s !== 'string' || s === '') return result;
  for (const piece of s.split('&')) {
    if (piece === '') continue;
    const eq = piece.indexOf('=');
    const rawKey = eq < 0 ? piece : piece.slice(0, eq);
    const rawValue = eq < 0 ? '' : piece.slice(eq + 1);
    const key = decodeOrKeep(rawKey.trim()).trim();
    if (key === '') continue;
    Object.defineProperty(result, key, {
      value: decodeOrKeep(rawValue),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}
