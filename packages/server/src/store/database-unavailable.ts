/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, the
 * network cut) rather than that the query was wrong: the caller gets a 503 and may retry, and
 * the pool reconnects by itself once the database is back. Drizzle wraps driver errors, so the
 * whole cause chain is looked at.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE class 08 (connection exception) and 57P0x (the server shutting down or starting). */
const SQLSTATE = /^(08\d{3}|57P0[1-4])$/;

const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((text) => message.includes(text))) return true;
    current = cause;
  }
  return false;
}
