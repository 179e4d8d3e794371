// `npm test`: build what the browser tests need, run every Vitest project, and close with a
// plain "vitest: N passed, N failed" line that CI can read.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemPackages } from './system-packages.mjs';

const root = new URL('..', import.meta.url).pathname;
ensureSystemPackages();
const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

mkdirSync(join(root, '.tmp'), { recursive: true });
const report = join(root, '.tmp/vitest-report.json');
const run = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: root },
);
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(
    `vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}
process.exit(run.status ?? 1);
