import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * What the HTTP server is created with: Node's own check of the Host header answers a bare 400
 * that no hook sees, so the check is made by `requireHost` instead, with the envelope.
 */
export const HOST_CHECKED_BY_APP = { requireHostHeader: false } as const;

/**
 * An HTTP/1.1 request without a Host header (RFC 9112 section 3.2 asks for a 400) answers the
 * envelope, and the connection closes as Node's own refusal closed it. HTTP/1.0 has no Host
 * header to require, and such a request is served as before (an old health check may send one).
 */
export async function requireHost(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.headers.host !== undefined) return;
  const { httpVersionMajor, httpVersionMinor } = request.raw;
  if (httpVersionMajor === 1 && httpVersionMinor === 0) return;
  reply.header('connection', 'close');
  throw new AppError('HOST_REQUIRED');
}
