import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a delivery (CONTRACT section 8): `sha256=` and the hex HMAC-SHA256, keyed by
 * the webhook's secret, of the `X-H5-Timestamp` value, a dot and the exact body bytes. The
 * timestamp is inside the signed text so a receiver can refuse an old request replayed.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** How a receiver checks it: compared in constant time (docs/admin-api.md shows the same). */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
