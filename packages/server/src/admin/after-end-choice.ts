import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import { activityPagePath, matchPageRoute } from '@h5-page/schema/page-route';
import { AppError } from '../errors.ts';
import type { AfterEnd } from '../pages/after-end.ts';

/** The publish call's `after_end`: what visitors get once the end has passed. */
export const afterEndBody = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('notice').describe('the ended page, with a message and an optional link'),
      message: z.string().trim().max(200).optional(),
      link_text: z.string().trim().max(20).optional(),
      link_url: z.string().trim().max(2048).optional(),
    }),
    z.object({
      kind: z.literal('redirect').describe('visitors are sent to another page'),
      url: z.string().trim().min(1).max(2048),
    }),
  ])
  .nullable()
  .optional();

/** This site's origin as the request names it (a host header that is no host name: none). */
function originOf(request: FastifyRequest): string {
  const host = request.host;
  return `${request.protocol}://${host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? host : 'localhost'}`;
}

/**
 * The after-end choice as stored: a link or redirect only where the one redirect rule
 * (`allowedRedirect`: this site as a path, or a REDIRECT_ALLOW_HOSTS host) lets visitors go, and
 * never back to the page itself (it would only send them round again).
 */
export function afterEndChoice(
  request: FastifyRequest,
  code: string,
  body: z.infer<typeof afterEndBody>,
): AfterEnd | null {
  if (!body) return null;
  const rules = {
    base: `${originOf(request)}${activityPagePath(code)}`,
    allowHosts: request.server.config.redirectAllowHosts,
  };
  if (body.kind === 'redirect') {
    const url = allowedRedirect(body.url, rules);
    if (url === null) throw new AppError('PAGE_AFTER_END_URL');
    if (url.startsWith('/') && matchPageRoute(url)?.code.toLowerCase() === code.toLowerCase()) {
      throw new AppError('PAGE_AFTER_END_SELF');
    }
    return { kind: 'redirect', url };
  }
  const linkText = body.link_text ?? '';
  const linkUrl = body.link_url ?? '';
  if ((linkText === '') !== (linkUrl === '')) throw new AppError('PAGE_AFTER_END_LINK');
  const url = linkUrl === '' ? '' : allowedRedirect(linkUrl, rules);
  if (url === null) throw new AppError('PAGE_AFTER_END_URL');
  return { kind: 'notice', message: body.message ?? '', link_text: linkText, link_url: url };
}
