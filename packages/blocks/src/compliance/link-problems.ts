import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import type { BlockName } from '@h5-page/schema/block-names';
import { fieldsOf } from '../fields-of.ts';
import { blockActions } from './block-actions.ts';
import type { ComplianceProblem } from './compliance-problem.ts';
import { htmlLinks } from './html-links.ts';
import { pageBlocks } from './page-blocks.ts';

/** Stands for this site: a relative link resolves on it, and `allowedRedirect` keeps it. */
const SITE_BASE = 'https://this-site.invalid/';

/** Fields that are a link a visitor is sent to (each goes through the same allow-list). */
const LINK_FIELDS: Readonly<Partial<Record<BlockName, readonly string[]>>> = {
  retainPopup: ['button1_url'],
  leadForm: ['downloadUrl'],
  inviteHome: ['registerUrl'],
  inviteRegister: ['successUrl'],
  inviteSuccess: ['registerUrl', 'homeUrl'],
};

/** Blocks whose markup holds links (`<a href>`): the snippet and the rich text. */
const HTML_FIELDS: Readonly<Partial<Record<BlockName, string>>> = { code: 'html', text: 'html' };

/** Snippet links the code block follows as they are, never through the allow-list. */
const OWN_LINK = /^(?:#|tel:|mailto:)/i;

/** The link of a link action: `atext`, or `url`/`link` as some page files spell it. */
function linkOfAction(action: Record<string, unknown>): string {
  for (const key of ['atext', 'url', 'link']) {
    const value = action[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

/** A problem when `url` leads where `allowedRedirect` refuses, else none. */
function linkCheck(into: ComplianceProblem[], allowHosts: readonly string[]) {
  return (path: string, url: string) => {
    if (url === '' || allowedRedirect(url, { base: SITE_BASE, allowHosts }) !== null) return;
    into.push({
      path,
      rule: 'external-link',
      level: 'error',
      message: `链接「${url.length > 80 ? `${url.slice(0, 80)}…` : url}」不是本站或允许的域名，访客无法打开`,
    });
  };
}

/**
 * The ended page's link or redirect (the page file's `after_end`), held to the same allow-list:
 * visitors reach it once the campaign is over.
 */
export function afterEndLinkProblems(
  page: unknown,
  allowHosts: readonly string[] = [],
): ComplianceProblem[] {
  const problems: ComplianceProblem[] = [];
  const check = linkCheck(problems, allowHosts);
  const afterEnd = (page as { after_end?: unknown } | null)?.after_end;
  if (afterEnd === null || typeof afterEnd !== 'object') return problems;
  const { kind, url, link_url: linkUrl } = afterEnd as Record<string, unknown>;
  if (kind === 'redirect' && typeof url === 'string') check('after_end.url', url.trim());
  if (kind === 'notice' && typeof linkUrl === 'string') check('after_end.link_url', linkUrl.trim());
  return problems;
}

/**
 * Links of the page to anywhere `allowedRedirect` refuses: another host than this site and the
 * allowed ones (REDIRECT_ALLOW_HOSTS), or a scheme that is no web page. Errors: the visitor's
 * tap on one is refused (a toast, or the rich text drops the link), and a page may not send
 * visitors of an advisory firm to a site nobody vetted.
 */
export function linkProblems(
  blocks: unknown,
  allowHosts: readonly string[] = [],
): ComplianceProblem[] {
  const problems: ComplianceProblem[] = [];
  const check = linkCheck(problems, allowHosts);
  for (const block of pageBlocks(blocks)) {
    for (const { key, type, action } of blockActions(block.value)) {
      if (type === BUTTON_ACTION_TYPE.LINK)
        check(`${block.path}.value.${key}`, linkOfAction(action));
    }
    for (const key of LINK_FIELDS[block.name] ?? []) {
      for (const field of fieldsOf(block.value, key)) {
        if (typeof field.value === 'string')
          check(`${block.path}.value.${field.key}`, field.value.trim());
      }
    }
    const htmlKey = HTML_FIELDS[block.name];
    const html = htmlKey === undefined ? undefined : block.value[htmlKey];
    if (typeof html === 'string') {
      for (const link of htmlLinks(html)) {
        if (!OWN_LINK.test(link)) check(`${block.path}.value.${htmlKey}`, link);
      }
    }
  }
  return problems;
}
