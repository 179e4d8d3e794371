import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from '../config.ts';
import { loggedError } from './logged-error.ts';

/**
 * How the server logs: JSON lines (production, and whatever collects them), readable lines
 * through pino-pretty in development. Secrets never reach a line: credential headers and
 * cookies are censored, query values that carry tokens, codes or tickets are masked in the
 * logged URL, and a failed query is logged by its statement's name, never with the values it was
 * given (phone numbers, codes): `logged-error.ts`.
 */

const SECRET_QUERY = /^(.*token.*|code|sms_code|ticket|randstr|password|sign|signature|secret)$/i;

export const CENSOR = '[redacted]';

/** A URL with the values of secret-bearing query parameters masked. */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return eq >= 0 && SECRET_QUERY.test(decoded) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Whether the log is written by pino-pretty's thread (development) rather than straight to
 * stdout: a line printed beside the log must then go through the log to keep its place.
 */
export const logsThroughThread = (config: Pick<Config, 'nodeEnv'>) =>
  config.nodeEnv === 'development';

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-admin-token"]',
        'res.headers["set-cookie"]',
        'err.params',
        'err.cause.params',
        '*.password',
        '*.token',
      ],
      censor: CENSOR,
    },
    serializers: {
      err: loggedError,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream
      ? { stream }
      : logsThroughThread(config)
        ? {
            transport: {
              target: 'pino-pretty',
              // One line per entry: a request's fields follow its message instead of a block of eight.
              options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
            },
          }
        : {}),
  };
}
