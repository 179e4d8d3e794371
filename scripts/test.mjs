// `npm test`: build what the browser tests need, run every Vitest project, then the visitor crawler
// (on its own, so that its taps have the machine to themselves), and close with a plain
// "tests: N passed, N failed" line over both that CI can read.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemPackages } from './system-packages.mjs';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
ensureSystemPackages();
const build = spawnSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`set-up and build: ${Math.round((Date.now() - started) / 1000)} s`);

mkdirSync(join(root, '.tmp'), { recursive: true });
const vitest = join(root, 'node_modules/.bin/vitest');
/** The projects of vitest.config.ts, run in this order, each group a run of its own. */
const PROJECT_GROUPS = [
  ['vitest-units', ['--project', 'schema', '--project', 'ui']],
  ['vitest-server', ['--project', 'server']],
  ['vitest-e2e', ['--project', 'e2e']],
];
const args = process.argv.slice(2);

/** One Vitest run with a JSON report beside its usual output; its counts, or none if it wrote none. */
function run(name, extra) {
  const started = Date.now();
  const report = join(root, `.tmp/${name}-report.json`);
  rmSync(report, { force: true });
  const result = spawnSync(
    vitest,
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
    { stdio: 'inherit', cwd: root },
  );
  const counts = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : {};
  return {
    failures: failuresOf(counts),
    status: result.status ?? 1,
    passed: counts.numPassedTests ?? 0,
    failed: counts.numFailedTests ?? 0,
    skipped: (counts.numPendingTests ?? 0) + (counts.numTodoTests ?? 0),
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

/** Each failed test of a JSON report: its file, its name and the first line of its error. */
function failuresOf(counts) {
  return (counts.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = (test.failureMessages ?? [])[0] ?? '';
        const firstLine = message.split('\n').find((line) => line.trim() !== '') ?? '';
        return `${file.name.replace(root, '')} > ${test.fullName}\n    ${firstLine.slice(0, 300)}`;
      }),
  );
}

// The whole suite runs one kind of test at a time: browser tests beside server tests made each
// wait on the other's processes, and the projects together took half as long again as one
// after another (measured on a two-core machine). Arguments name files or filters: one run.
const groups = args.length > 0 ? [['vitest', args]] : PROJECT_GROUPS;
const suites = [];
for (const [name, extra] of groups) {
  const suite = run(name, extra);
  suites.push(suite);
  console.log(`${name}: ${suite.passed} passed, ${suite.failed} failed in ${suite.seconds} s`);
}
// The crawler runs with the whole suite only.
if (args.length === 0) {
  const crawl = join(root, '.tmp/crawl-report.json');
  rmSync(crawl, { force: true });
  suites.push(run('crawler-vitest', ['-c', 'vitest.crawl.config.ts']));
  if (existsSync(crawl)) console.log(JSON.parse(readFileSync(crawl, 'utf8')).line);
  console.log(`crawler: in ${suites.at(-1).seconds} s`);
}
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
const skipped = suites.reduce((sum, suite) => sum + suite.skipped, 0);
// The last lines of a long run are the ones read: name what failed there, not only how many.
const failures = suites.flatMap((suite) => suite.failures);
if (failures.length > 0) console.log(`failed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(suites.some((suite) => suite.status !== 0) ? 1 : 0);
