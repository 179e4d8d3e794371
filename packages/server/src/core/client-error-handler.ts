import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import type { ErrorCode } from '../errors.ts';

/** Node's parser errors, by what the client got wrong. */
function refusalOf(code: string | undefined): ErrorCode {
  if (code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (code === 'HPE_INVALID_METHOD') return 'METHOD_UNKNOWN';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_HTTP_REQUEST';
}

/**
 * What a request Node itself refuses (a URL or headers over `maxHeaderSize`, a method it does not
 * know, a malformed request line) answers: the same envelope as every other refusal, where the
 * socket can still take an answer, then the connection closes.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const refusal = new AppError(refusalOf(error.code));
  this.log.debug({ code: error.code }, 'request refused by the HTTP parser');
  const body = JSON.stringify(refusal.toEnvelope());
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
