import { defineConfig, minify } from 'vite';
import type { Plugin, Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { ASSETS_BASE } from '@h5-page/schema/constants';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import { DESIGN_PX_TO_VW } from '@h5-page/schema/design-px-to-vw';
import { columnUnits } from './column-units.ts';
import { PAGE_CHUNK_NAME, REACT_DOM_CHUNK_NAME } from './src/chunk-names.ts';

/**
 * The small modules every page loads right after the entry: the page route and its view, the
 * blocks' shared helpers and the schema's pure rules. Split as Rolldown would split them, they
 * were some twenty chunks of a few hundred bytes, each a request whose headers outweighed it.
 */
const PAGE_SHARED =
  /[\\/]packages[\\/](?:schema[\\/]src[\\/]|blocks[\\/]src[\\/](?:shared[\\/]|[^\\/]+\.tsx?$)|h5[\\/]src[\\/](?:routes[\\/]page-route|page[\\/]))/;

/** The page route's own modules: in the page chunk whoever imports them. */
const PAGE_ROUTE = /[\\/]packages[\\/]h5[\\/]src[\\/](?:routes[\\/]page-route|page[\\/])/;

/**
 * Which page chunk a shared module goes in: the page route's modules and what two or more lazy
 * chunks import go in `page`; a module only one lazy chunk reaches (the tour map's outline of
 * China, say) stays in that chunk, off every page that lacks the block.
 */
function pageChunkName(id: string, ctx: Rolldown.ChunkingContext): string | null {
  if (PAGE_ROUTE.test(id)) return PAGE_CHUNK_NAME;
  const owners = new Set<string>();
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0 && owners.size < 2) {
    const current = queue.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = ctx.getModuleInfo(current);
    if (!info) continue;
    // A lazily loaded module (a block, the page route) or the entry owns what it imports.
    if (current !== id && (info.isEntry || info.dynamicImporters.length > 0)) {
      owners.add(current);
      continue;
    }
    if (current === id && info.dynamicImporters.length > 0) owners.add(current);
    queue.push(...info.importers);
  }
  return owners.size > 1 ? PAGE_CHUNK_NAME : null;
}

/**
 * A stylesheet is no shared module: one that several blocks import goes with each of them (a
 * chunk of CSS alone is folded into its importers'), so a page is styled for the blocks it has,
 * not for every block that shares a sheet.
 */
const STYLE = /\.css$/;

/**
 * The consent line and the phone already verified, with their privacy statement and sheet: what
 * only the blocks that take personal data draw. A chunk of their own (loaded with those blocks),
 * not the page chunk every page loads and styles at its first paint.
 */
const CONSENT_SHARED =
  /[\\/]packages[\\/]blocks[\\/]src[\\/]shared[\\/](?:consent-line\.tsx|own-phone\.tsx|privacy-dialog\.tsx|consent\.css)$/;

/** React DOM and its scheduler, in the chunk named REACT_DOM_CHUNK_NAME. */
const REACT_DOM = /[\\/]node_modules[\\/](?:react-dom|scheduler)[\\/]/;

/** The file of the `page` chunk (see PAGE_SHARED). */
const PAGE_CHUNK = /(?:^|\/)page-[\w-]+\.js$/;

/** An inline script of the template: no attributes (the entry's module script is not inline). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The template's inline scripts are written to be read, comments and all; every document carries
 * them, so they go out minified (the server names them by hash as it finds them).
 */
function minifiedInlineScripts(): Plugin {
  return {
    name: 'h5-minified-inline-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const scripts = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!);
        const minified = await Promise.all(
          scripts.map(async (code, index) => {
            const result = await minify(`inline-${index}.js`, code, {});
            if (result.errors.length > 0) {
              throw new Error(
                `index.html, inline script ${index + 1}: ${result.errors[0]!.message}`,
              );
            }
            return result.code.trim();
          }),
        );
        let index = 0;
        return html.replace(INLINE_SCRIPT, () => `<script>${minified[index++]}</script>`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: ASSETS_BASE,
  plugins: [react(), minifiedInlineScripts()],
  css: {
    postcss: {
      plugins: [pxToViewport({ ...DESIGN_PX_TO_VW, exclude: [/node_modules/] }), columnUnits()],
    },
  },
  // Workspace packages (TypeScript source) and packages that import CSS are bundled into the
  // server build, and so is React, built as for production: `npm start` sets no NODE_ENV, and
  // React's development build (chosen at run time by NODE_ENV) renders several times slower,
  // checking what only a developer reads.
  ssr: { noExternal: [/^@h5-page\//, 'antd-mobile', 'swiper', 'react', 'react-dom', 'scheduler'] },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // No modulepreload polyfill: the few browsers without modulepreload still load every chunk.
        // A lazy block's own chunk is fetched by its import, and the page chunk is loaded before
        // any block: preloading them again only adds a link element per block (tens of them when
        // the blocks below the first screen load at once, on a phone's busy main thread).
        modulePreload: {
          polyfill: false,
          resolveDependencies: (filename, deps) =>
            deps.filter((dep) => dep !== filename && !PAGE_CHUNK.test(dep)),
        },
        target: ['es2020', 'chrome80', 'safari14'],
        rolldownOptions: {
          output: {
            entryFileNames: 'assets/[name]-[hash].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
            // Everything the entry imports statically (React, the app shell, the
            // schema constants) goes in the one entry file: one request, one gzip dictionary, and
            // no shared chunk the entry could fail on. Lazy chunks import from it.
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                // React DOM, which the entry imports as it runs (entry-client.tsx): a chunk of its
                // own, evaluated in a task of its own, named for the server to preload it.
                { name: REACT_DOM_CHUNK_NAME, test: REACT_DOM },
                {
                  name: pageChunkName,
                  test: (id: string) =>
                    PAGE_SHARED.test(id) && !STYLE.test(id) && !CONSENT_SHARED.test(id),
                },
                // After the page's: what the consent line shares with other blocks stays there.
                { name: 'consent', test: CONSENT_SHARED },
              ],
            },
          },
        },
      },
}));
