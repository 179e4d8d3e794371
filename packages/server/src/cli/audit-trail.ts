import { CliError, runCli } from './cli-store.ts';
import type { Config } from '../config.ts';
import { describeVerdict } from '../audit/audit-chain.ts';
import type { ChainVerdict, CheckpointMark } from '../audit/audit-chain.ts';
import { readCheckpoint, signCheckpoint, writeCheckpoint } from '../audit/audit-checkpoint.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';
import {
  checkpointFile,
  checkpointSettings,
  developmentKeyFile,
} from '../audit/checkpoint-settings.ts';
import type { StoreSocketClient } from './store-socket-client.ts';

/**
 * `npm run audit -- verify`: walks the audit trail from its first entry, recomputing each hash,
 * and holds its end to the signed checkpoint (`audit/audit-checkpoint.ts`): it prints
 * `audit: N entries, chain intact up to the checkpoint of …` (exit 0), or the first entry that
 * does not match, or the entries missing at the end (exit 1). `npm run audit -- checkpoint`
 * signs the trail's end as it is now (after a restore, or with a new key), once its chain is
 * intact. While a server holds the embedded store, the server walks it (store socket).
 */

const command = process.argv[2];

const USAGE = 'audit: usage: npm run audit -- verify | checkpoint';

/** The trail walked in this process, or by the server holding the store. */
type Walk = (checkpoint: CheckpointMark | null) => Promise<ChainVerdict>;

async function remoteWalk(server: StoreSocketClient, checkpoint: CheckpointMark | null) {
  const reply = await server.send('POST', '/audit/verify', JSON.stringify({ checkpoint }));
  if (reply.status !== 200)
    throw new CliError((reply.body as { message?: string }).message ?? `status ${reply.status}`);
  return reply.body as ChainVerdict;
}

function failed(line: string): void {
  console.error(line);
  process.exitCode = 1;
}

/** The checkpoint the trail is held to, or null (and why) when there is none to hold it to. */
async function heldCheckpoint(
  config: Config,
): Promise<{ checkpoint: CheckpointMark | null; absent?: string }> {
  const file = checkpointFile(config);
  if (!file) {
    const store = config.databaseUrl ? 'with DATABASE_URL' : 'for an in-memory store';
    return { checkpoint: null, absent: `no AUDIT_CHECKPOINT_FILE ${store}` };
  }
  const settings = await checkpointSettings(config, { make: false });
  if (!settings) {
    return {
      checkpoint: null,
      absent: `no checkpoint key (AUDIT_CHECKPOINT_KEY, or ${developmentKeyFile(file)})`,
    };
  }
  const found = await readCheckpoint(settings.file, settings.key);
  switch (found.state) {
    case 'signed':
      return { checkpoint: found.checkpoint };
    case 'missing':
      return { checkpoint: null, absent: `no checkpoint at ${settings.file}` };
    case 'unreadable':
      throw new CliError(`the checkpoint ${settings.file} cannot be read (${found.reason})`);
    case 'unsigned':
      throw new CliError(
        `the checkpoint ${settings.file} is not signed with this key (AUDIT_CHECKPOINT_KEY): it was changed, or the key was`,
      );
  }
}

async function verify(walk: Walk, config: Config): Promise<void> {
  const { checkpoint, absent } = await heldCheckpoint(config);
  const verdict = await walk(checkpoint);
  if (!verdict.ok) return failed(describeVerdict(verdict));
  if (checkpoint && !verdict.checkpoint) {
    return failed(
      'audit: the trail was not held to its checkpoint (a server of an older version?)',
    );
  }
  console.log(describeVerdict(verdict));
  // A trail with no checkpoint could have lost its end unseen: the server signs one at start
  // and after every entry, so none at all is itself a finding.
  if (absent && verdict.entries > 0) {
    failed(
      `audit: ${absent}: entries missing at the end would go unnoticed (the server writes one after each entry; npm run audit -- checkpoint signs the trail as it is)`,
    );
  }
}

async function checkpoint(walk: Walk, config: Config): Promise<void> {
  const settings = await checkpointSettings(config, { make: true });
  if (!settings) {
    throw new CliError(
      checkpointFile(config)
        ? 'AUDIT_CHECKPOINT_KEY is not set'
        : 'set AUDIT_CHECKPOINT_FILE: where the checkpoint of this store is kept',
    );
  }
  const verdict = await walk(null);
  if (!verdict.ok) {
    return failed(`${describeVerdict(verdict)}; no checkpoint written over a broken chain`);
  }
  if (!verdict.last) return void console.log('audit: the trail is empty; nothing to sign');
  const signed = signCheckpoint(
    { seq: verdict.last.seq, hash: verdict.last.hash, at: new Date().toISOString() },
    settings.key,
  );
  await writeCheckpoint(settings.file, signed);
  console.log(`audit: checkpoint of entry #${signed.seq} written to ${settings.file}`);
}

const commands: Record<string, (walk: Walk, config: Config) => Promise<void>> = {
  verify,
  checkpoint,
};
const run =
  command !== undefined && Object.hasOwn(commands, command) ? commands[command] : undefined;

if (!run) {
  console.error(USAGE);
  process.exitCode = 1;
} else {
  await runCli(
    'audit',
    (store, config) => run((held) => createAuditRepository(store.db).verify(held), config),
    (server, config) => run((held) => remoteWalk(server, held), config),
  );
}
