import { LATER_STYLES_ID } from '@h5-page/schema/first-screen';
import { escapeHtml } from '@h5-page/schema/escape-html';

/** A file of this site as the server sends it, or null when it sends none. */
export type AssetReader = (path: string) => Promise<{ type: string; body: Buffer } | null>;

export interface SelfContainedLimits {
  /** The largest file inlined (larger ones keep their address). */
  fileBytes: number;
  /** What all inlined files may add up to. */
  totalBytes: number;
}

const DEFAULT_LIMITS: SelfContainedLimits = {
  fileBytes: 3 * 1024 * 1024,
  totalBytes: 20 * 1024 * 1024,
};

// A path of this site: `/media/…`, not `//host/…` (another site) nor `data:`.
const SITE_PATH = /^\/(?!\/)[^\s"'()<>]*$/;
const INLINED_TYPES = /^(image\/|font\/|application\/font|application\/x-font|text\/css)/;
const decodeAttribute = (value: string) =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

/**
 * The page as one file that opens anywhere, years later, looking as visitors saw it: its style
 * sheets and the pictures and fonts it shows inlined (data URIs, `<style>`), its scripts left out
 * (the server's HTML is the whole first rendering; scripts would reach for this site's API).
 * Files beyond the limits keep their address.
 */
export async function selfContained(
  html: string,
  read: AssetReader,
  limits: SelfContainedLimits = DEFAULT_LIMITS,
): Promise<string> {
  let spent = 0;
  const cache = new Map<string, Promise<{ type: string; body: Buffer } | null>>();
  const fetchOnce = (path: string) => {
    let found = cache.get(path);
    if (!found) {
      found = read(path).catch(() => null);
      cache.set(path, found);
    }
    return found;
  };
  const dataUri = async (path: string): Promise<string | null> => {
    if (!SITE_PATH.test(path)) return null;
    const asset = await fetchOnce(path);
    if (!asset || !INLINED_TYPES.test(asset.type) || asset.type.startsWith('text/css')) return null;
    if (asset.body.length > limits.fileBytes || spent + asset.body.length > limits.totalBytes) {
      return null;
    }
    spent += asset.body.length;
    return `data:${asset.type.split(';')[0]};base64,${asset.body.toString('base64')}`;
  };
  const inlineUrls = async (css: string, base: string): Promise<string> =>
    replaceAsync(css, /url\(\s*(["']?)([^"')\s]+)\1\s*\)/g, async (whole, _quote, raw: string) => {
      if (raw.startsWith('data:') || raw.startsWith('#')) return whole;
      const path = decodeAttribute(new URL(raw, `http://site${base}`).pathname);
      const uri = await dataUri(path);
      return uri ? `url("${uri}")` : whole;
    });

  let out = html
    // Scripts, the data they read, and what only they load.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(
      /<link\b[^>]*\brel="(?:modulepreload|preload|prefetch|preconnect|dns-prefetch)"[^>]*>/gi,
      '',
    )
    .replace(/<noscript>([\s\S]*?)<\/noscript>/gi, '$1')
    // The sheets the page links once its first screen answers taps, linked from the start.
    .replace(new RegExp(`<template id="${LATER_STYLES_ID}">([\\s\\S]*?)</template>`, 'g'), '$1');

  // Style sheets, each in place, its own url()s resolved against its address.
  out = await replaceAsync(out, /<link\b[^>]*\brel="stylesheet"[^>]*>/gi, async (tag) => {
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (!href) return '';
    const path = decodeAttribute(href);
    if (!SITE_PATH.test(path)) return tag;
    const sheet = await fetchOnce(path);
    if (!sheet || !sheet.type.startsWith('text/css')) return tag;
    const css = await inlineUrls(sheet.body.toString('utf8'), path);
    return `<style>${css.replaceAll('</style', '<\\/style')}</style>`;
  });
  out = await replaceAsync(
    out,
    /<style\b([^>]*)>([\s\S]*?)<\/style>/gi,
    async (_all, attrs: string, css: string) =>
      `<style${attrs}>${await inlineUrls(css, '/')}</style>`,
  );
  // Pictures and posters; a srcset would point back at this site, the src is enough.
  out = out.replace(/\s(?:srcset|imagesrcset)="[^"]*"/gi, '');
  out = await replaceAsync(
    out,
    /\s(src|poster|href)="(\/[^"]*)"/g,
    async (whole, name: string, value: string) => {
      const path = decodeAttribute(value);
      // A link stays a link; an icon's href is a picture.
      if (name === 'href' && !/\.(?:png|svg|ico|jpe?g|webp|gif)(?:\?|$)/i.test(path)) return whole;
      const uri = await dataUri(path);
      return uri ? ` ${name}="${uri}"` : whole;
    },
  );
  out = await replaceAsync(out, /\sstyle="([^"]*)"/g, async (whole, style: string) => {
    if (!style.includes('url(')) return whole;
    const css = await inlineUrls(decodeAttribute(style), '/');
    return ` style="${escapeHtml(css)}"`;
  });
  return out;
}

/** `String.replace` with an async replacer, the matches replaced in order. */
async function replaceAsync(
  text: string,
  pattern: RegExp,
  replacer: (match: string, ...groups: string[]) => Promise<string>,
): Promise<string> {
  const parts: (string | Promise<string>)[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    parts.push(text.slice(last, index));
    parts.push(replacer(match[0], ...(match.slice(1) as string[])));
    last = index + match[0].length;
  }
  parts.push(text.slice(last));
  return (await Promise.all(parts)).join('');
}
