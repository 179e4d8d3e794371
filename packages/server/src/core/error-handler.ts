import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError, ERROR_CATALOGUE } from '../errors.ts';
import type { Envelope, ErrorCode } from '../errors.ts';
import { isDatabaseUnavailable } from '../store/database-unavailable.ts';
import { safeReason } from './logged-error.ts';

/** Fastify's own failures that a caller caused, by Fastify error code. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
};

/** Other client errors (plugins throw them with a status only), by HTTP status. */
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function send(reply: FastifyReply, status: number, envelope: Envelope<unknown>): FastifyReply {
  // An error must never be cached, even where the handler had already set caching headers.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .removeHeader('etag')
    .type('application/json; charset=utf-8')
    .send(envelope);
}

/**
 * Answers every failure with the gateway envelope `{code, msg, response: null}`: a stable code,
 * a Chinese msg and never a stack trace. Unexpected errors are logged and answered 500.
 */
async function errorHandler(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.status, error.toEnvelope());
    }
    const fastifyError = error as FastifyError;
    // Refused fields arrive as an AppError already worded (core/zod-validator.ts); a schema
    // that is not zod cannot be declared, so nothing else carries `validation`.
    const known = FASTIFY_CODES[fastifyError.code];
    if (known) return send(reply, ERROR_CATALOGUE[known].status, new AppError(known).toEnvelope());

    const status = fastifyError.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      // A client error from a plugin (rate limit, cookies, …): keep its status, use our words.
      // No stack: a caller's mistake is not the server's, and a flood of them must not fill the log.
      request.log.info({ code: fastifyError.code, statusCode: status }, 'client error');
      const code = STATUS_CODES[status] ?? 'BAD_REQUEST';
      return send(reply, status, { code, msg: ERROR_CATALOGUE[code].msg, response: null });
    }

    if (isDatabaseUnavailable(error)) {
      // Expected while the database is away: one line, not a stack per request.
      request.log.warn({ reason: safeReason(error) }, 'database unavailable');
      return send(reply, 503, new AppError('DATABASE_UNAVAILABLE').toEnvelope());
    }

    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, new AppError('INTERNAL').toEnvelope());
  });

  // Unknown paths answer like any other gateway failure (the SSR plugin may set its own
  // not-found page for its prefix).
  app.setNotFoundHandler((_request, reply) =>
    send(reply, 404, new AppError('NOT_FOUND').toEnvelope()),
  );
}

export const errorHandlerPlugin = fp(errorHandler, { name: 'error-handler', fastify: '5.x' });
