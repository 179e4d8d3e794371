// Bundles the server (and the workspace packages it imports, which are TypeScript source) into
// plain JavaScript, so `npm start` runs `node` on it instead of compiling at every start.
// Every other package stays an import from node_modules. The bundle sits two directories below
// packages/server, as the sources do, so their `new URL('../../…', import.meta.url)` paths still
// point at the same files (migrations, assets, the built front ends).
import { build } from 'esbuild';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export const SERVER_OUT_DIR = join(root, 'packages/server/dist/server');

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@h5-page/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  await build({
    entryPoints: {
      main: join(root, 'packages/server/src/main.ts'),
      // The code block's sanitizer thread (ssr/snippet-sanitizer.ts starts it beside main.js).
      'sanitize-worker': join(root, 'packages/server/src/ssr/sanitize-worker.ts'),
    },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Modules the server imports only when needed (a database driver, Redis, sharp) stay in
    // chunks of their own, so their packages load then, not at every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    sourcemap: 'linked',
    // Blocks import their CSS; the server needs none of it.
    loader: { '.css': 'empty' },
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}
