import { randomBytes } from 'node:crypto';

/** A fresh Content-Security-Policy nonce: 128 random bits, base64 (one per response). */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}
