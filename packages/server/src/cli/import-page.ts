import { readFile } from 'node:fs/promises';
import { importEntry } from '../audit/audit-records.ts';
import { formatProblem } from '@h5-page/schema/problem';
import { validatePage } from '@h5-page/schema/validate-page';
import type { Config } from '../config.ts';
import { pageAsSent } from '../pages/page-as-sent.ts';
import { CliError, runCli } from './cli-store.ts';
import { AppError } from '../errors.ts';
import { approvedOnly } from '../review/review-repository.ts';
import { filingGuard } from '../filing/filing-guard.ts';
import { REVIEW_REQUIRED_LINE } from './store-socket.ts';
import { activityPagePath } from '@h5-page/schema/page-route';

/**
 * `npm run import -- FILE.json`: validates a page file, then saves and publishes it in one
 * transaction and prints its visitor URL. An invalid file prints one `path: message` line per
 * problem, exits 1 and saves nothing.
 */

async function readPageFile(file: string | undefined): Promise<unknown> {
  if (!file) throw new CliError('usage: npm run import -- FILE.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (error as Error).message;
    throw new CliError(`cannot read ${file}: ${reason}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  const file = process.argv[2];
  let input: unknown;
  try {
    input = await readPageFile(file);
  } catch (error) {
    console.error(`import: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }

  // Validated before the store is opened: a bad file never touches the database.
  const result = validatePage(input);
  if (!result.ok) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    console.error(`import: ${file} has ${result.problems.length} problem(s); nothing was saved`);
    process.exitCode = 1;
    return;
  }
  for (const warning of result.warnings) console.error(`warning: ${formatProblem(warning)}`);

  // Stored as written, so that export gives the same file back.
  const page = pageAsSent(input);
  const published = (version: number, config: Config) => {
    console.error(`import: published ${page.code} as version ${version}`);
    console.log(`http://localhost:${config.port}${activityPagePath(page.code)}`);
  };
  await runCli(
    'import',
    async (store, config) => {
      const note = `import ${file}`;
      try {
        const version = await store.pages.importPage(
          page,
          note,
          importEntry(page.code, note),
          filingGuard(
            {
              now: Date.now,
              workingDays: config.filingWaitWorkingDays,
              holidays: config.filingHolidays,
            },
            config.reviewRequired ? approvedOnly : undefined,
          ),
        );
        published(version.version, config);
      } catch (error) {
        if (error instanceof AppError && error.code === 'REVIEW_REQUIRED') {
          throw new CliError(REVIEW_REQUIRED_LINE);
        }
        throw error;
      }
    },
    async (server, config) => {
      const reply = await server.send('POST', '/pages', JSON.stringify(input), `import ${file}`);
      const body = reply.body as { version?: number; message?: string; problems?: string[] };
      if (reply.status !== 200 || typeof body.version !== 'number') {
        for (const line of body.problems ?? []) console.error(line);
        throw new CliError(`the server refused the page: ${body.message ?? reply.status}`);
      }
      published(body.version, config);
    },
  );
}

await main();
