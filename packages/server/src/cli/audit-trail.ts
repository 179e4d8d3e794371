import { CliError, runCli } from './cli-store.ts';
import { describeVerdict } from '../audit/audit-chain.ts';
import type { ChainVerdict } from '../audit/audit-chain.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';

/**
 * `npm run audit -- verify`: walks the audit trail from its first entry, recomputing each hash,
 * and prints `audit: N entries, chain intact` (exit 0) or the first entry that does not match
 * (exit 1). While a server holds the embedded store, the server walks it (store socket).
 */

const command = process.argv[2];

const report = (verdict: ChainVerdict) => {
  if (verdict.ok) console.log(describeVerdict(verdict));
  else {
    console.error(describeVerdict(verdict));
    process.exitCode = 1;
  }
};

if (command !== 'verify') {
  console.error('audit: usage: npm run audit -- verify');
  process.exitCode = 1;
} else {
  await runCli(
    'audit',
    async (store) => report(await createAuditRepository(store.db).verify()),
    async (server) => {
      const reply = await server.send('GET', '/audit/verify');
      if (reply.status !== 200)
        throw new CliError(
          (reply.body as { message?: string }).message ?? `status ${reply.status}`,
        );
      report(reply.body as ChainVerdict);
    },
  );
}
