import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InlinedPageData } from '@h5-page/schema';

/** What the h5 SSR build (`packages/h5/dist/server/entry-server.js`) exports. */
export interface SsrEntry {
  matchPageRoute(pathname: string): { code: string; preview?: boolean } | null;
  render(input: {
    url: string;
    data: InlinedPageData;
  }): Promise<{ html: string; head: string; status: number }>;
  /** Manifest key of the page route's chunk, preloaded on every visitor page. */
  ROUTE_CHUNK_KEY?: string;
  /** The `<script id="__H5_DATA__" type="application/json">` element, safely escaped. */
  inlineDataScript(data: InlinedPageData): string;
}

interface ManifestChunk {
  file: string;
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
  /** `<link rel=modulepreload>` / stylesheet tags for the chunks of the named blocks. */
  preloadTagsFor(blockNames: Iterable<string>): string;
}

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
  const template = readFileSync(templateFile, 'utf8');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const base = '/packages/h5-page/dist/';

  // Block name -> manifest key of its component, e.g. `../blocks/src/countdown/countdown.tsx`.
  const blockChunkKey = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const match = /blocks\/src\/([^/]+)\/\1\.tsx$/.exec(key);
    if (match?.[1]) blockChunkKey.set(match[1], key);
  }
  const tagCache = new Map<string, string>();
  // The activity-page route chunk: every visitor page needs it, so it loads beside the entry.
  const routeChunkKey = typeof entry.ROUTE_CHUNK_KEY === 'string' ? entry.ROUTE_CHUNK_KEY : null;

  function collect(key: string, files: Set<string>, css: Set<string>) {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    if (!chunk.isEntry) files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) collect(imported, files, css);
  }

  return {
    entry,
    template,
    clientDir,
    preloadTagsFor(blockNames) {
      const names = [...new Set(blockNames)].filter((name) => blockChunkKey.has(name)).sort();
      const cacheKey = names.join(',');
      const cached = tagCache.get(cacheKey);
      if (cached !== undefined) return cached;
      const files = new Set<string>();
      const css = new Set<string>();
      if (routeChunkKey) collect(routeChunkKey, files, css);
      for (const name of names) collect(blockChunkKey.get(name)!, files, css);
      const tags =
        [...css].map((file) => `<link rel="stylesheet" href="${base}${file}">`).join('') +
        [...files].map((file) => `<link rel="modulepreload" href="${base}${file}">`).join('');
      tagCache.set(cacheKey, tags);
      return tags;
    },
  };
}
