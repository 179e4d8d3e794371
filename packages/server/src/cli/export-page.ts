import { CliError, runCli } from './cli-store.ts';
import { exportRecord } from '../audit/audit-records.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';

/**
 * `npm run export -- CODE`: prints the published page as JSON (2-space indent), exactly the
 * file `import` takes, so export → import → export is byte for byte the same.
 */

const code = process.argv[2];

if (!code) {
  console.error('export: usage: npm run export -- CODE');
  process.exitCode = 1;
} else {
  await runCli(
    'export',
    async (store) => {
      const published = await store.pages.getPublished(code);
      if (!published) {
        const draft = await store.pages.getDraft(code);
        throw new CliError(
          draft ? `page ${code} has never been published` : `no page with code ${code}`,
        );
      }
      await createAuditRepository(store.db).record(exportRecord(code, published.version));
      process.stdout.write(`${JSON.stringify(published.page, null, 2)}\n`);
    },
    async (server) => {
      const reply = await server.send('GET', `/pages/${encodeURIComponent(code)}`);
      if (reply.status !== 200)
        throw new CliError(
          (reply.body as { message?: string }).message ?? `status ${reply.status}`,
        );
      process.stdout.write(`${JSON.stringify(reply.body, null, 2)}\n`);
    },
  );
}
