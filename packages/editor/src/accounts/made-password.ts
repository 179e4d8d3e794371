// Letters and digits a person reads aloud or types without mistaking one for another.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A random password of `length` characters, from the browser's cryptographic source. */
export function madePassword(length = 14): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
  let out = '';
  // Bytes at or past the largest multiple of the alphabet's size are skipped, so every
  // character is equally likely.
  const limit = 256 - (256 % ALPHABET.length);
  for (const byte of bytes) {
    if (byte >= limit) continue;
    out += ALPHABET[byte % ALPHABET.length];
    if (out.length === length) return out;
  }
  return out + madePassword(length - out.length);
}
