// Builds the front ends when their sources are newer than the last build (or with --force).
// `npm start`, `npm test` and `npm run bench` call this, so a fresh clone needs no build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildServer } from './build-server.mjs';
import { precompressDir } from './precompress.mjs';

const root = new URL('..', import.meta.url).pathname;
const force = process.argv.includes('--force');
// The bundler's own output (a line per chunk, hundreds of them) only when asked for; a failed
// step prints it whatever the setting, so the error is never hidden.
const verbose = process.argv.includes('--verbose') || process.env.H5_BUILD_VERBOSE === '1';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'h5',
    dir: join(root, 'packages/h5'),
    inputs: [
      'packages/schema/src',
      'packages/blocks/src',
      'packages/h5/src',
      'packages/h5/vite.config.ts',
      'packages/h5/column-units.ts',
      'packages/h5/index.html',
    ],
    // The config imports the schema package's TypeScript: load it through Vite's module runner.
    steps: [
      ['vite', 'build', '--configLoader', 'runner', '--config', 'vite.config.ts'],
      [
        'vite',
        'build',
        '--configLoader',
        'runner',
        '--config',
        'vite.config.ts',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        'dist/server',
      ],
    ],
    compress: ['dist/client'],
  },
  {
    name: 'editor',
    dir: join(root, 'packages/editor'),
    inputs: [
      'packages/schema/src',
      'packages/blocks/src',
      'packages/editor/src',
      'packages/editor/vite.config.ts',
      'packages/h5/column-units.ts',
      'packages/editor/index.html',
    ],
    steps: [['vite', 'build', '--config', 'vite.config.ts']],
    compress: ['dist'],
  },
  {
    name: 'server',
    dir: join(root, 'packages/server'),
    inputs: [
      'packages/schema/src',
      'packages/blocks/src',
      'packages/server/src',
      'scripts/build-server.mjs',
    ],
    steps: [buildServer],
    compress: [],
  },
];

for (const target of targets) {
  if (target.name !== 'server' && !existsSync(join(target.dir, 'vite.config.ts'))) continue;
  const stamp = join(target.dir, 'dist/.build-stamp');
  const sourceTime = Math.max(...target.inputs.map((p) => newestMtime(join(root, p))));
  if (!force && existsSync(stamp) && statSync(stamp).mtimeMs >= sourceTime) continue;
  const started = Date.now();
  console.log(`[build] ${target.name}: building…`);
  for (const step of target.steps) {
    if (typeof step === 'function') {
      await step();
      continue;
    }
    const [bin, ...args] = step;
    const result = spawnSync(join(root, 'node_modules/.bin', bin), args, {
      cwd: target.dir,
      stdio: verbose ? 'inherit' : 'pipe',
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      if (!verbose) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
      console.error(`[build] ${target.name}: ${bin} ${args.join(' ')} failed`);
      process.exit(result.status ?? 1);
    }
  }
  for (const dir of target.compress) precompressDir(join(target.dir, dir));
  mkdirSync(join(target.dir, 'dist'), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
  console.log(`[build] ${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
