import type { Config, DOMPurify } from 'dompurify';
import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import { isCssColour } from '@h5-page/schema/css-colour';
import { sanitizePasses } from '../shared/sanitize-passes.ts';

/**
 * The text block's allow-list (CONTRACT section 8): paragraphs and line breaks, bold, italic,
 * underline, spans, links; on them only `style` (colour, size and alignment) and `href`.
 * Everything else is dropped, its text kept: scripts, event handlers, other tags and styles.
 */
export const TEXT_SANITIZE_CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'a'],
  ALLOWED_ATTR: ['style', 'href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Paths and http(s) links only; allowedRedirect decides which of them stay.
  ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/**
 * What relative links are read against. The sanitized text is the same for every visitor (the
 * server caches the page), so it cannot depend on the host a visitor came by: a link to this
 * site is kept as its path, which is how the builder stores it; an absolute URL stays only on
 * an allowed host.
 */
const SITE_BASE = 'https://this-site.invalid/';

const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);
/**
 * Sizes as the toolbar writes them: em of the block's size, which follows the page column (a px
 * size in an inline style would not), within what a phone shows as text.
 */
const FONT_SIZE = /^(\d(?:\.\d{1,3})?)em$/;
const MIN_FONT_EM = 0.5;
const MAX_FONT_EM = 3;

/** One declaration kept as `name: value`, or null when it is not colour, size or alignment. */
function keptDeclaration(declaration: string): string | null {
  const colon = declaration.indexOf(':');
  if (colon < 0) return null;
  const name = declaration.slice(0, colon).trim().toLowerCase();
  const value = declaration.slice(colon + 1).trim();
  // Escapes and comments read differently in a browser; none is needed by these values.
  if (/[\\/*]/.test(value.replace(/^(?:rgba?|hsla?)\([^()]*\)$/i, ''))) return null;
  if (name === 'color') return isCssColour(value) ? `color: ${value}` : null;
  if (name === 'font-size') {
    const em = FONT_SIZE.exec(value.toLowerCase())?.[1];
    const size = em === undefined ? NaN : Number(em);
    return size >= MIN_FONT_EM && size <= MAX_FONT_EM ? `font-size: ${em}em` : null;
  }
  if (name === 'text-align') {
    const align = value.toLowerCase();
    return ALIGNMENTS.has(align) ? `text-align: ${align}` : null;
  }
  return null;
}

/** An inline style reduced to colour, font size and alignment ('' when nothing is left). */
export function textStyle(style: string): string {
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const clean = keptDeclaration(declaration);
    if (clean) kept.set(clean.slice(0, clean.indexOf(':')), clean);
  }
  return [...kept.values()].join('; ');
}

/** A text's sanitize function: the HTML and the hosts besides this site links may lead to. */
export type TextSanitize = (html: string, allowHosts?: readonly string[]) => string;

/** Adds the text block's hooks to a DOMPurify instance and returns its sanitize function. */
export function createTextSanitizer(purify: DOMPurify): TextSanitize {
  let allowHosts: readonly string[] = [];
  purify.setConfig(TEXT_SANITIZE_CONFIG);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') {
      const style = textStyle(data.attrValue);
      if (style === '') data.keepAttr = false;
      else data.attrValue = style;
    }
    if (data.attrName === 'href') {
      const target = allowedRedirect(data.attrValue.trim(), { base: SITE_BASE, allowHosts });
      if (target === null) data.keepAttr = false;
      else data.attrValue = target;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const element = node as Element;
    if (element.hasAttribute('href')) element.setAttribute('rel', 'noopener noreferrer');
  });
  const run = sanitizePasses((html) => purify.sanitize(`<!DOCTYPE html><body>${html}`));
  return (html, hosts = []) => {
    allowHosts = hosts;
    try {
      return run(html);
    } finally {
      allowHosts = [];
    }
  };
}
