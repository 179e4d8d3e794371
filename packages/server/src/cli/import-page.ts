import { readFile } from 'node:fs/promises';
import { formatProblem } from '@h5-page/schema/problem';
import { validatePage } from '@h5-page/schema/validate-page';
import { CliError, runCli } from './cli-store.ts';

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

  await runCli('import', async (store, config) => {
    const { page } = result;
    const version = await store.pages.importPage(page, `import ${file}`);
    console.error(`import: published ${page.code} as version ${version.version}`);
    console.log(`http://localhost:${config.port}/h5-page/h5/${encodeURIComponent(page.code)}`);
  });
}

await main();
