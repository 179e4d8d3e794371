import type { FastifyRequest } from 'fastify';
import { requireUser } from './require-user.ts';

/**
 * preValidation hook of calls that need a token: a caller without one is told 401 before its
 * fields are read, whatever it sent (the handler reads the user again, which costs one HMAC).
 */
export async function userFirst(request: FastifyRequest): Promise<void> {
  await requireUser(request);
}
