import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * preHandler of the admin API: `Authorization: Bearer <ADMIN_TOKEN>` (compared in constant
 * time), else 401 请先登录管理后台. A stand-in until the builder issue adds editor accounts and
 * sessions, which will replace this check (the routes keep their shape).
 */
export async function requireEditor(request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  const given = match?.[1];
  const wanted = request.server.config.adminToken;
  if (!given || !wanted || !timingSafeEqual(digest(given), digest(wanted))) {
    throw new AppError('ADMIN_UNAUTHORIZED');
  }
}
