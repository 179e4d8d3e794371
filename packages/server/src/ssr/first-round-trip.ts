/**
 * What the first data round trip of a new connection carries: ten segments of 1,460 bytes (TCP's
 * initial window). A page's document within it reaches the phone without waiting for an
 * acknowledgement: every seeded page's document is held to it, as sent (brotli).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
