import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { throughPasswordGate } from './password-gate.ts';

// Stored as `scrypt$N$r$p$salt$key` (base64url), so stronger parameters can come later
// without invalidating the hashes already stored.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return throughPasswordGate(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** scrypt password hashing for editor accounts. */
export const passwords = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, { N, r: R, p: P });
    return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
  },

  async verify(password: string, stored: string): Promise<boolean> {
    const [kind, n, r, p, salt, key] = stored.split('$');
    if (kind !== 'scrypt' || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64url');
    const actual = await derive(password, Buffer.from(salt, 'base64url'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 64 * 1024 * 1024,
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
