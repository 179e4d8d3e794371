import type { FastifyRequest } from 'fastify';
import { pageAfterEndSchema } from '@h5-page/schema/after-end';
import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import { formatPath } from '@h5-page/schema/format-path';
import { activityPagePath, matchPageRoute } from '@h5-page/schema/page-route';
import { AppError } from '../errors.ts';
import type { AfterEnd } from '../pages/after-end.ts';

/** This site's origin as the request names it (a host header that is no host name: none). */
function originOf(request: FastifyRequest): string {
  const host = request.host;
  return `${request.protocol}://${host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? host : 'localhost'}`;
}

/**
 * The after-end choice of the draft going live (its page file's `after_end`), as stored with the
 * version: a link or redirect only where the one redirect rule (`allowedRedirect`: this site as a
 * path, or a REDIRECT_ALLOW_HOSTS host) lets visitors go, and never back to the page itself (it
 * would only send them round again).
 */
export function afterEndChoice(
  request: FastifyRequest,
  code: string,
  fromDraft: unknown,
): AfterEnd | null {
  const parsed = pageAfterEndSchema.safeParse(fromDraft);
  if (!parsed.success) {
    // Drafts are validated when saved; one saved before a rule tightened is named, not published.
    const problems = parsed.error.issues.map((issue) => ({
      path: formatPath(['after_end', ...issue.path]),
      message: issue.message,
    }));
    throw new AppError('PAGE_INVALID', undefined, { details: { problems } });
  }
  const choice = parsed.data;
  const rules = {
    base: `${originOf(request)}${activityPagePath(code)}`,
    allowHosts: request.server.config.redirectAllowHosts,
  };
  if (choice.kind === 'redirect') {
    const url = allowedRedirect(choice.url.trim(), rules);
    if (url === null) throw new AppError('PAGE_AFTER_END_URL');
    if (url.startsWith('/') && matchPageRoute(url)?.code.toLowerCase() === code.toLowerCase()) {
      throw new AppError('PAGE_AFTER_END_SELF');
    }
    return { kind: 'redirect', url };
  }
  const linkText = choice.link_text.trim();
  const linkUrl = choice.link_url.trim();
  if ((linkText === '') !== (linkUrl === '')) throw new AppError('PAGE_AFTER_END_LINK');
  const url = linkUrl === '' ? '' : allowedRedirect(linkUrl, rules);
  if (url === null) throw new AppError('PAGE_AFTER_END_URL');
  return { kind: 'notice', message: choice.message.trim(), link_text: linkText, link_url: url };
}
