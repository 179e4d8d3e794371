import type { FastifyInstance } from 'fastify';
import { previewToken } from '../../src/editor-session/preview-token.ts';

/** The preview_token of a new link to the draft of `code` as saved now (as the builder makes). */
export async function previewLinkToken(app: FastifyInstance, code: string): Promise<string> {
  const link = await app.admin.previewLinks.create(code, {
    by: null,
    ttlMs: 60_000,
    maxLive: 50,
  });
  if (typeof link === 'string') throw new Error(`no preview link for ${code}: ${link}`);
  return previewToken.sign(app.config.jwtSecret, code, link.id, link.expiresAt);
}
