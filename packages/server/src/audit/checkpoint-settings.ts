import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../config.ts';

/** Where checkpoints go and the key that signs them. */
export interface CheckpointSettings {
  file: string;
  key: string;
}

type CheckpointConfig = Pick<
  Config,
  'dataDir' | 'databaseUrl' | 'auditCheckpointFile' | 'auditCheckpointKey' | 'nodeEnv'
>;

/**
 * The checkpoint file: AUDIT_CHECKPOINT_FILE, else beside the embedded database in DATA_DIR.
 * PostgreSQL's trail has no directory of its own here (DATA_DIR is then unused, and several
 * sites or databases may share its default): it needs AUDIT_CHECKPOINT_FILE.
 */
export function checkpointFile(config: CheckpointConfig): string | null {
  if (config.auditCheckpointFile) return config.auditCheckpointFile;
  if (config.databaseUrl || config.dataDir === ':memory:') return null;
  return join(config.dataDir, 'audit-checkpoint.json');
}

/** The key made outside production when AUDIT_CHECKPOINT_KEY is unset: beside the checkpoint. */
export const developmentKeyFile = (file: string) => join(dirname(file), 'audit-checkpoint.key');

/**
 * The checkpoint settings of `config`, or null when there are none (PostgreSQL or an in-memory
 * store, with no AUDIT_CHECKPOINT_FILE). Without AUDIT_CHECKPOINT_KEY (never in production, which refuses to
 * start so), the key is read from `audit-checkpoint.key` beside the checkpoint, made there first
 * when `make` says so (null when it is missing and may not be made).
 */
export async function checkpointSettings(
  config: CheckpointConfig,
  { make }: { make: boolean },
): Promise<CheckpointSettings | null> {
  const file = checkpointFile(config);
  if (!file) return null;
  if (config.auditCheckpointKey) return { file, key: config.auditCheckpointKey };
  if (config.nodeEnv === 'production') return null;
  const keyFile = developmentKeyFile(file);
  const existing = await readKey(keyFile);
  if (existing || !make) return existing ? { file, key: existing } : null;
  await mkdir(dirname(keyFile), { recursive: true });
  // Written whole beside it, then linked into place: a process starting at the same moment
  // reads either no key or the whole of one, and the first link wins.
  const temporary = `${keyFile}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    await link(temporary, keyFile).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(temporary, { force: true });
  }
  const made = await readKey(keyFile);
  return made ? { file, key: made } : null;
}

async function readKey(keyFile: string): Promise<string | null> {
  try {
    const key = (await readFile(keyFile, 'utf8')).trim();
    return key.length >= 32 ? key : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
