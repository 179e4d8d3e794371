import type { Config, DOMPurify } from 'dompurify';
import { sanitizePasses } from '../shared/sanitize-passes.ts';

/**
 * The one sanitizer configuration of the code block, shared by the server (DOMPurify over a jsdom
 * window) and the browser (DOMPurify over the page's window), so both give the same string.
 *
 * Kept: ordinary HTML (text, lists, tables, images, links, inline styles). Removed: scripts,
 * every event handler attribute, `javascript:` and other script URLs (in any attribute), SVG and
 * MathML (namespace tricks), `<style>` (it would restyle the whole page), forms and their fields,
 * frames, objects, embeds, `<meta>`, `<base>`, `<link>`, `srcdoc`, `formaction`, `srcset`,
 * inline styles that load or run anything but an http(s) or relative image, and inline styles that
 * pin an element over the page (`position: fixed` or `sticky`: a full-page link laid over the page).
 * `id` and `name` are prefixed with {@link USER_CONTENT_PREFIX} (and `#fragment` links with them),
 * so content can never take an id or name the page's own code looks up (DOM clobbering).
 */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'textarea',
    'select',
    'option',
    'optgroup',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'base',
    'link',
    'meta',
    'template',
    'noscript',
    'dialog',
  ],
  FORBID_ATTR: [
    'srcdoc',
    'formaction',
    'form',
    'action',
    'srcset',
    'ping',
    'background',
    'xlink:href',
  ],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  // http(s), mailto and tel links, and relative URLs (no scheme); nothing else.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** What the code block's `id` and `name` values are prefixed with (GitHub's convention). */
export const USER_CONTENT_PREFIX = 'user-content-';

const LINK_TARGETS = new Set(['_blank', '_self', '_parent', '_top']);

/** Attributes that hold a URL: on top of DOMPurify's scheme check, no script scheme anywhere in them. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'cite', 'longdesc', 'usemap']);
const SCRIPT_SCHEME = /(?:java|vb|live)script:/i;

function compact(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\s\u0000-\u001f]+/g, '');
}

/** A URL inside `url(...)` of an inline style: http(s), relative or a raster data image. */
function isSafeCssUrl(raw: string): boolean {
  const url = raw.replace(/^['"]|['"]$/g, '');
  if (/^(?:https?:)?\/\//.test(url)) return true;
  if (/^data:image\/(?:png|jpe?g|gif|webp|avif);/.test(url)) return true;
  return !/^[a-z][a-z0-9+.-]*:/.test(url);
}

/**
 * True when an inline style loads and runs nothing unsafe, read as a browser would (CSS escapes
 * and comments undone, spaces and case ignored): no `expression()`, `javascript:`/`vbscript:`,
 * `-moz-binding`, `behavior`, `@import`, and `url()` only to http(s), relative or raster images.
 */
export function isSafeInlineStyle(style: string): boolean {
  const decoded = style
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/\\(.)/g, '$1');
  const css = compact(decoded).toLowerCase();
  if (
    /expression\(|javascript:|vbscript:|livescript:|-moz-binding|behavior:|@import|<\//.test(css) ||
    /(?:^|[;{])position:(?:fixed|sticky|-webkit-sticky)/.test(css)
  ) {
    return false;
  }
  for (const match of css.matchAll(/url\(([^)]*)\)?/g)) {
    if (!isSafeCssUrl(match[1] ?? '')) return false;
  }
  return true;
}

/** Adds the code block's hooks to a DOMPurify instance and returns its sanitize function. */
export function createSanitizer(purify: DOMPurify): (html: string) => string {
  purify.setConfig(SANITIZE_CONFIG);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && !isSafeInlineStyle(data.attrValue)) data.keepAttr = false;
    if (URL_ATTRIBUTES.has(data.attrName) && SCRIPT_SCHEME.test(compact(data.attrValue))) {
      data.keepAttr = false;
    }
    if (data.attrName === 'id' || data.attrName === 'name') {
      const value = data.attrValue.trim();
      if (value === '') data.keepAttr = false;
      // Passes run until the output is stable, so a prefixed value is never prefixed again.
      else if (!value.startsWith(USER_CONTENT_PREFIX)) data.attrValue = USER_CONTENT_PREFIX + value;
    }
    if (data.attrName === 'href' && /^#./.test(data.attrValue)) {
      const fragment = data.attrValue.slice(1);
      if (!fragment.startsWith(USER_CONTENT_PREFIX))
        data.attrValue = `#${USER_CONTENT_PREFIX}${fragment}`;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node)) return;
    const element = node as Element;
    const target = element.getAttribute('target');
    if (
      target !== null &&
      (!element.hasAttribute('href') || !LINK_TARGETS.has(target.toLowerCase()))
    ) {
      element.removeAttribute('target');
    }
    if (element.hasAttribute('href')) element.setAttribute('rel', 'noopener noreferrer');
  });
  // Parsed as the body of a standards-mode document, as the page parses the result: in quirks mode
  // a table does not close a paragraph, and leading spaces would be dropped before <body>.
  const pass = (html: string) => purify.sanitize(`<!DOCTYPE html><body>${html}`);
  return sanitizePasses(pass);
}
