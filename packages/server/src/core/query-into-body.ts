import type { FastifyRequest } from 'fastify';
import { queryAndBody } from './fields.ts';

/**
 * preValidation hook of calls whose fields may come in the query string as well as the body
 * (the body wins): the body schema then reads both.
 */
export async function queryIntoBody(request: FastifyRequest): Promise<void> {
  request.body = queryAndBody(request.query, request.body);
}
