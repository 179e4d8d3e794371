// Bundles the server (and the workspace packages it imports, which are TypeScript source) into
// plain JavaScript, so `npm start` runs `node` on it instead of compiling at every start. The
// packages from node_modules are bundled too, but for those EXTERNAL names. The bundle sits two directories below
// packages/server, as the sources do, so their `new URL('../../…', import.meta.url)` paths still
// point at the same files (migrations, assets, the built front ends).
import { build } from 'esbuild';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export const SERVER_OUT_DIR = join(root, 'packages/server/dist/server');

/**
 * Packages that stay imports from node_modules: they read files beside their own code at run time
 * (PGlite's WebAssembly, sharp's binary, jsdom's, pino's worker files, Swagger UI's pages,
 * playwright-core's protocol files) or are loaded only when configured or asked for (pg, ioredis,
 * playwright-core for a dossier's picture). The rest is bundled: a start then reads one file
 * where it resolved and read about a thousand.
 */
const EXTERNAL =
  /^(?:@electric-sql\/pglite|sharp|jsdom|pino|pino-pretty|thread-stream|@fastify\/swagger-ui|pg|pg-native|ioredis|playwright-core)(?:\/|$)/;

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      EXTERNAL.test(args.path) || args.path.startsWith('node:')
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** The command-line tools of `npm run import|export|backup|restore|audit`, by script name. */
export const CLI_SCRIPTS = [
  'import-page',
  'export-page',
  'backup-store',
  'restore-store',
  'audit-trail',
];

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Blocks import their CSS; the server needs none of it.
  loader: { '.css': 'empty' },
  // The bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __h5CreateRequire } from 'node:module'; const require = __h5CreateRequire(import.meta.url);",
  },
  plugins: [externalPackages],
  logLevel: 'warning',
};

export async function buildServer() {
  // Each tool is one file beside main.js: a start reads it instead of compiling about a thousand
  // TypeScript files (a third of the time a short run took). Without chunks, the modules that find
  // files from `import.meta.url` (migrations, seed assets) sit as deep as their sources do.
  await build({
    ...common,
    entryPoints: Object.fromEntries(
      CLI_SCRIPTS.map((name) => [name, join(root, `packages/server/src/cli/${name}.ts`)]),
    ),
    outdir: SERVER_OUT_DIR,
    splitting: false,
  });
  await build({
    ...common,
    entryPoints: {
      main: join(root, 'packages/server/src/main.ts'),
      // The code block's sanitizer thread (ssr/snippet-sanitizer.ts starts it beside main.js).
      'sanitize-worker': join(root, 'packages/server/src/ssr/sanitize-worker.ts'),
    },
    outdir: SERVER_OUT_DIR,
    // Modules the server imports only when needed (a database driver, Redis, sharp) stay in
    // chunks of their own, so their packages load then, not at every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
}
