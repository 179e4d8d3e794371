import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InlinedPageData } from '@h5-page/schema';
import { ASSETS_BASE } from '@h5-page/schema/constants';
import { BLOCK_NAMES } from '@h5-page/schema/block-names';
import { LATER_STYLES_ID } from '@h5-page/schema/first-screen';
import type { SanitizedHtml } from '@h5-page/blocks/shared/sanitized-html';

/** What the h5 SSR build (`packages/h5/dist/server/entry-server.js`) exports. */
export interface SsrEntry {
  matchPageRoute(pathname: string): { code: string; preview?: boolean } | null;
  /** The one spelling of a visitor path that shows something (null: it shows nothing). */
  canonicalPath(pathname: string): string | null;
  render(input: {
    url: string;
    data: InlinedPageData;
    /** Where the page is served from: the share card's absolute URLs (`og:image`). */
    origin?: string;
  }): Promise<{ html: string; head: string; status: number }>;
  /** Manifest key of a block's component chunk in the visitor build's manifest. */
  blockChunkKey(name: string): string;
  /** Name of the chunk holding the page route and the blocks' shared code (every page needs it). */
  PAGE_CHUNK_NAME: string;
  /** Name of React DOM's chunk, which the entry imports as it runs (every page needs it). */
  REACT_DOM_CHUNK_NAME: string;
  /** Manifest key of the chunk a path's own route renders from, beyond the page chunk. */
  routeChunkKey(pathname: string): string | null;
  /** The `<script id="__H5_DATA__" type="application/json">` element, safely escaped. */
  inlineDataScript(data: InlinedPageData): string;
  /** How the code block sanitizes snippets while rendering (null: jsdom in this thread). */
  provideServerSanitizer(sanitizer: ((html: string) => Promise<SanitizedHtml>) | null): void;
  /** How the text block sanitizes its rich text while rendering (null: jsdom in this thread). */
  provideTextSanitizer(
    sanitizer: ((html: string, allowHosts: readonly string[]) => Promise<SanitizedHtml>) | null,
  ): void;
}

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/** The built visitor app: SSR entry, HTML template and the client manifest. Loaded once at start. */
export interface VisitorBundle {
  entry: SsrEntry;
  template: string;
  clientDir: string;
  /**
   * One `<style>` with the CSS of the app, of the route `pathname` renders and of the blocks
   * `styled` names; the stylesheets of the page's other blocks (`all`) in a `<template>` the
   * page applies once its first screen answers taps, as one combined sheet (`sheetsCss`).
   */
  stylesFor(styled: Iterable<string>, all: Iterable<string>, pathname: string): string;
  /**
   * The CSS of a combined sheet, `<hash>.<hash>….css` as `stylesFor` names it (the built sheets
   * with those hashes, in order); null when a hash names no built sheet.
   */
  sheetsCss(list: string): string | null;
  /**
   * The inline module script that loads the visitor entry and the named blocks' chunks once the
   * page has loaded (its first-screen pictures included) and painted.
   */
  bootTagFor(blockNames: Iterable<string>, pathname: string): string;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*>\s*/g;

/** The content hash in a built sheet's name (Vite's `name-<hash>.css`). */
const SHEET_HASH = /-([\w-]{8})\.css$/;

/** Where combined sheets are served, under the built files' base. */
export const SHEETS_PATH = 'sheets/';

/** The most sheets one combined sheet joins (the blocks there are, and room to grow). */
export const MAX_COMBINED_SHEETS = 96;

export const H5_DIST = new URL('../../../h5/dist/', import.meta.url).pathname;

export async function loadVisitorBundle(distDir = H5_DIST): Promise<VisitorBundle> {
  const clientDir = join(distDir, 'client');
  const entryFile = join(distDir, 'server/entry-server.js');
  const templateFile = join(clientDir, 'index.html');
  const manifestFile = join(clientDir, '.vite/manifest.json');
  for (const file of [entryFile, templateFile, manifestFile]) {
    if (!existsSync(file)) {
      throw new Error(
        `The visitor app is not built (${file} is missing): run "npm run build" or "npm start".`,
      );
    }
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  // The app's own stylesheet is inlined with the blocks' (stylesFor): no render-blocking request.
  // The entry script is not in the template either: bootTagFor loads it after the page's load
  // event, so on a slow network it does not take bandwidth from the first screen's pictures.
  const built = readFileSync(templateFile, 'utf8');
  const entrySrc = ENTRY_SCRIPT.exec(built)?.[1];
  if (!entrySrc) throw new Error(`${templateFile} has no entry script`);
  const template = built.replace(STYLESHEET_LINK, '').replace(ENTRY_SCRIPT, '');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const base = ASSETS_BASE;

  // Block name -> manifest key of its component, as the visitor build names it.
  const blockChunkKey = new Map<string, string>();
  for (const name of BLOCK_NAMES) {
    const key = entry.blockChunkKey(name);
    if (manifest[key]) blockChunkKey.set(name, key);
  }
  // The entry's own styles (the app's) and the page chunk go with every page, those of a route
  // with a chunk of its own with its pages: a page without blocks (a continue-in-the-app page,
  // not found) is styled at its first paint too. A build without them is not this app's.
  const keyOf = (what: string, test: (chunk: ManifestChunk) => boolean): string => {
    const key = Object.keys(manifest).find((candidate) => test(manifest[candidate]!));
    if (key === undefined) {
      throw new Error(`The visitor build in ${clientDir} has no ${what}: run "npm run build".`);
    }
    return key;
  };
  const entryKey = keyOf('entry', (chunk) => chunk.isEntry === true);
  const pageKey = keyOf(
    `"${entry.PAGE_CHUNK_NAME}" chunk`,
    (chunk) => chunk.name === entry.PAGE_CHUNK_NAME && !chunk.isEntry,
  );
  const reactDomKey = keyOf(
    `"${entry.REACT_DOM_CHUNK_NAME}" chunk`,
    (chunk) => chunk.name === entry.REACT_DOM_CHUNK_NAME && !chunk.isEntry,
  );

  function collect(key: string, files: Set<string>, css: Set<string>) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (!chunk.isEntry) files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) collect(imported, files, css);
  }

  const cssText = new Map<string, string>();
  const cssOf = (file: string) => {
    let text = cssText.get(file);
    if (text === undefined) {
      // Built CSS holds no markup, but nothing in it may end the element it is inlined in.
      text = readFileSync(join(clientDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      cssText.set(file, text);
    }
    return text;
  };

  // Each built sheet by its hash: a combined sheet's address lists hashes, so any process of the
  // same build answers it, whichever rendered the page that links it.
  const sheetByHash = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of chunk.css ?? []) {
      const hash = SHEET_HASH.exec(file)?.[1];
      if (!hash) throw new Error(`${file} in ${manifestFile} has no content hash in its name`);
      sheetByHash.set(hash, file);
    }
  }

  function chunksOf(blockNames: Iterable<string>, pathname: string) {
    const names = [...new Set(blockNames)].filter((name) => blockChunkKey.has(name)).sort();
    const routeKey = entry.routeChunkKey(pathname);
    const files = new Set<string>();
    const css = new Set<string>();
    collect(entryKey, files, css);
    collect(reactDomKey, files, css);
    collect(pageKey, files, css);
    if (routeKey) collect(routeKey, files, css);
    for (const name of names) collect(blockChunkKey.get(name)!, files, css);
    return { key: `${routeKey ?? ''}\u0000${names.join(',')}`, files, css };
  }

  const styleCache = new Map<string, string>();
  const bootCache = new Map<string, string>();
  return {
    entry,
    template,
    clientDir,
    bootTagFor(blockNames, pathname) {
      const { key, files } = chunksOf(blockNames, pathname);
      const cached = bootCache.get(key);
      if (cached !== undefined) return cached;
      const chunks = JSON.stringify([...files].map((file) => base + file)).replace(/</g, '\\u003c');
      const entryUrl = JSON.stringify(entrySrc).replace(/</g, '\\u003c');
      const tag =
        `<script type="module">const c=${chunks};` +
        `const go=()=>{for(const h of c){const l=document.createElement('link');` +
        `l.rel='modulepreload';l.href=h;document.head.append(l)}import(${entryUrl}).catch(()=>{` +
        // Without its code the page still shows every block styled.
        `const t=document.getElementById('${LATER_STYLES_ID}');t&&document.head.append(t.content)})};` +
        // After the frame that shows the first screen's pictures (decoded, then two frames): the
        // code's requests then never stand between the page and its largest paint. A hidden tab
        // paints no frames, so a timer stands in.
        `let s=0;const once=()=>{if(!s){s=1;go()}};const boot=()=>{Promise.all([...document.` +
        `querySelectorAll('img[fetchpriority=high]')].map(i=>i.decode().catch(()=>{}))).then(()=>` +
        `requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(once,0))));setTimeout(once,500)};` +
        `document.readyState==='complete'?boot():addEventListener('load',boot,{once:true})</script>`;
      bootCache.set(key, tag);
      return tag;
    },
    stylesFor(styled, all, pathname) {
      const first = chunksOf(styled, pathname);
      const whole = chunksOf(all, pathname);
      const key = `${first.key}\u0001${whole.key}`;
      const cached = styleCache.get(key);
      if (cached !== undefined) return cached;
      const later = [...whole.css].filter((file) => !first.css.has(file));
      // A disabled link is never fetched, yet it tells Vite's chunk loader that the sheet is
      // already on the page, so a block's code loading later does not request its CSS again. The
      // later sheets come as one file with such a link for each, in no link of the document until
      // the page applies them (a template's content is inert): a block whose code comes sooner
      // brings its own sheet.
      const disabled = (files: readonly string[]) =>
        files.map((file) => `<link rel="stylesheet" href="${base}${file}" disabled>`).join('');
      const combined = later.map((file) => SHEET_HASH.exec(file)![1]).join('.');
      const tags =
        `<style>${[...first.css].map(cssOf).join('\n')}</style>` +
        disabled([...first.css]) +
        (later.length > 0
          ? `<template id="${LATER_STYLES_ID}">` +
            `<link rel="stylesheet" href="${base}${SHEETS_PATH}${combined}.css">` +
            `${disabled(later)}</template>`
          : '');
      styleCache.set(key, tags);
      return tags;
    },
    sheetsCss(list) {
      const hashes = list.replace(/\.css$/, '').split('.');
      if (hashes.length > MAX_COMBINED_SHEETS) return null;
      const files = hashes.map((hash) => sheetByHash.get(hash));
      if (files.some((file) => file === undefined)) return null;
      return (files as string[]).map(cssOf).join('\n');
    },
  };
}
