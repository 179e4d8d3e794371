import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { ErrorCode } from '../errors.ts';
import { ProviderError } from '../providers/provider-error.ts';

/** Campaign answers depend on the visitor and on live data: never cached. */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/**
 * Runs a call to an outside service; its failure (ProviderError) is logged and answered with
 * `code` (a 502 with a readable msg), anything else is rethrown.
 */
export async function viaProvider<T>(
  request: FastifyRequest,
  code: ErrorCode,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) {
      request.log.warn({ err: error, service: error.service }, 'outside service failed');
      throw new AppError(code, undefined, { cause: error });
    }
    throw error;
  }
}
