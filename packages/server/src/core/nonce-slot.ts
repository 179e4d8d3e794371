import { randomBytes } from 'node:crypto';
import { cspNonce } from './csp-nonce.ts';

/**
 * Cached HTML carries a slot where each response puts its own nonce. The slot is random per
 * process, so page content (which never sees it) cannot write a slot of its own and get a nonce.
 */
export function nonceSlot(): {
  /** `<script` in server-made markup, with the slot as its nonce. */
  mark(html: string): string;
  /** The HTML with every slot filled by one fresh nonce, and that nonce. */
  fill(html: string): { html: string; nonce: string };
} {
  const slot = `nonce-slot-${randomBytes(12).toString('hex')}`;
  return {
    mark: (html) => html.replace(/<script(?=[\s>])/g, `<script nonce="${slot}"`),
    fill(html) {
      const nonce = cspNonce();
      return { html: html.split(slot).join(nonce), nonce };
    },
  };
}
