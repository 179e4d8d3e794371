import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createTokenService } from './tokens.ts';
import type { TokenService } from './tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies login tokens (JWT_SECRET, HS256, TOKEN_TTL_DAYS). */
    tokens: TokenService;
  }
}

async function auth(app: FastifyInstance): Promise<void> {
  app.decorate(
    'tokens',
    createTokenService({ secret: app.config.jwtSecret, ttlDays: app.config.tokenTtlDays }),
  );
}

export const authPlugin = fp(auth, { name: 'auth', fastify: '5.x' });
