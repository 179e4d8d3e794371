import { renameSync, writeFileSync } from 'node:fs';
import { CliError, runCli } from './cli-store.ts';
import { BackupError, dumpStore, readBackup } from '../store/backup.ts';
import type { Backup } from '../store/backup.ts';

/**
 * `npm run backup -- FILE`: a consistent copy of the whole store (every table) as one JSON
 * file. Written beside FILE first and renamed, so a failed backup never leaves half a file.
 */

const file = process.argv[2];

if (!file) {
  console.error('backup: usage: npm run backup -- FILE');
  process.exitCode = 1;
} else {
  const save = (backup: Backup) => {
    const partial = `${file}.partial`;
    try {
      writeFileSync(partial, JSON.stringify(backup));
      renameSync(partial, file);
    } catch (error) {
      throw new CliError(`cannot write ${file}: ${(error as Error).message}`);
    }
    const rows = Object.values(backup.tables).reduce((sum, table) => sum + table.length, 0);
    console.log(
      `backup: ${file}: ${Object.keys(backup.tables).length} tables, ${rows} rows (pages ${backup.tables.pages?.length ?? 0}, leads ${backup.tables.leads?.length ?? 0}, events ${backup.tables.events?.length ?? 0})`,
    );
  };
  await runCli(
    'backup',
    async (store) => save(await dumpStore(store.database)),
    // While the server runs it takes the copy itself, in one transaction, and sends it here.
    async (server) => {
      const reply = await server.send('GET', '/backup');
      if (reply.status !== 200)
        throw new CliError(
          (reply.body as { message?: string }).message ?? `status ${reply.status}`,
        );
      try {
        save(readBackup(reply.body));
      } catch (error) {
        if (error instanceof BackupError) throw new CliError(`the server's copy: ${error.message}`);
        throw error;
      }
    },
  );
}
