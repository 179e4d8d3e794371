import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openAppStore } from '../app-store.ts';
import { build } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';
import { checkpointSettings } from '../audit/checkpoint-settings.ts';
import { createCheckpointWriter } from '../audit/checkpoint-writer.ts';
import { runCli } from '#test/support/run-cli.ts';
import type { CliScript } from '#test/support/run-cli.ts';

const AUDIT: CliScript = 'audit-trail';

const temp = mkdtempSync(join(tmpdir(), 'h5-audit-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

type Store = Awaited<ReturnType<typeof openAppStore>>;

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Opens the data directory in this process, does `work`, signs the trail's end as a server
 * does after its appends (when `sign`), and closes it for the CLI.
 */
async function withStore(dataDir: string, work: (store: Store) => Promise<void>, sign = true) {
  const store = await openAppStore({ dataDir, databaseUrl: null, seed: false });
  try {
    await work(store);
    if (sign) {
      const settings = await checkpointSettings(loadConfig({ DATA_DIR: dataDir }), { make: true });
      const writer = createCheckpointWriter(store.db, settings!, quiet);
      await writer.close();
    }
  } finally {
    await store.close();
  }
}

/** Statements that get past the trail's append-only triggers, on one connection. */
const bypassing = (store: Store, change: string) =>
  store.database.withSession((session) =>
    session.transaction(async (sql) => {
      await sql.exec('ALTER TABLE audit_entries DISABLE TRIGGER USER');
      await sql.exec(change);
      await sql.exec('ALTER TABLE audit_entries ENABLE TRIGGER USER');
    }),
  );

// Each run is its own process opening and migrating the store: slow on a busy machine.
describe('npm run audit -- verify', { timeout: 600_000 }, () => {
  it('says the chain is intact up to its checkpoint, then names the entry changed by hand', async () => {
    const dataDir = join(temp, 'data');
    let publishAt = '';
    await withStore(dataDir, async (store) => {
      const audit = createAuditRepository(store.db);
      await audit.record({ actor: 'admin', action: 'session.sign_in' });
      const published = await audit.record({
        actor: 'admin',
        action: 'page.publish',
        pageCode: 'spring',
        detail: { version: 1 },
      });
      publishAt = published.at;
      await audit.record({ actor: 'admin', action: 'page.save', pageCode: 'spring' });
    });
    const env = { DATA_DIR: dataDir, PORT: '3999' };
    const checkpoint = JSON.parse(readFileSync(join(dataDir, 'audit-checkpoint.json'), 'utf8')) as {
      seq: number;
      at: string;
    };
    expect(checkpoint.seq).toBe(3);

    const intact = await runCli(AUDIT, ['verify'], env);
    expect(intact.stderr).toBe('');
    expect(intact.stdout.trim()).toBe(
      `audit: 3 entries, chain intact up to the checkpoint of ${checkpoint.at} (entry #3)`,
    );
    expect(intact.status).toBe(0);

    await withStore(
      dataDir,
      (store) => bypassing(store, `UPDATE audit_entries SET actor = 'someone' WHERE seq = 2`),
      false,
    );
    const broken = await runCli(AUDIT, ['verify'], env);
    expect(broken.stderr.trim()).toBe(
      `audit: entry #2 (page.publish, ${publishAt}) does not match its hash`,
    );
    expect(broken.status).toBe(1);
  });

  it('names the entries cut off the end, which the chain alone cannot see', async () => {
    const dataDir = join(temp, 'cut');
    const env = { DATA_DIR: dataDir, PORT: '3999' };
    await withStore(dataDir, async (store) => {
      const audit = createAuditRepository(store.db);
      for (let n = 1; n <= 25; n++) await audit.record({ actor: 'admin', action: 'page.save' });
    });
    const file = join(dataDir, 'audit-checkpoint.json');
    const signed = JSON.parse(readFileSync(file, 'utf8')) as { seq: number; at: string };
    expect(signed.seq).toBe(25);

    // The last 20 entries deleted behind the triggers: what is left is still a perfect chain.
    await withStore(
      dataDir,
      async (store) => {
        await bypassing(store, 'DELETE FROM audit_entries WHERE seq > 5');
        expect(await createAuditRepository(store.db).verify()).toMatchObject({
          ok: true,
          entries: 5,
        });
      },
      false,
    );
    const cut = await runCli(AUDIT, ['verify'], env);
    expect(cut.stderr.trim()).toBe(
      `audit: entries #6 to #25 are missing at the end: the checkpoint of ${signed.at} records entry #25, the trail ends at #5`,
    );
    expect(cut.status).toBe(1);

    // A checkpoint changed by hand (to match the cut trail) is not signed with the key.
    writeFileSync(file, JSON.stringify({ ...signed, seq: 5 }));
    const forged = await runCli(AUDIT, ['verify'], env);
    expect(forged.stderr.trim()).toBe(
      `audit: the checkpoint ${file} is not signed with this key (AUDIT_CHECKPOINT_KEY): it was changed, or the key was`,
    );
    expect(forged.status).toBe(1);

    // Without one, the end of the trail is not checked, and verify says so.
    rmSync(file);
    const none = await runCli(AUDIT, ['verify'], env);
    expect(none.stdout.trim()).toBe('audit: 5 entries, chain intact');
    expect(none.stderr).toContain(`audit: no checkpoint at ${file}: entries missing at the end`);
    expect(none.status).toBe(1);

    // After a restore, say: sign the trail as it is.
    const signing = await runCli(AUDIT, ['checkpoint'], env);
    expect(signing.stdout.trim()).toBe(`audit: checkpoint of entry #5 written to ${file}`);
    expect(signing.status).toBe(0);
    const again = await runCli(AUDIT, ['verify'], env);
    expect(again.stdout.trim()).toMatch(/^audit: 5 entries, chain intact up to the checkpoint of /);
    expect(again.status).toBe(0);
  });
  it('goes through the server holding the store, held to the checkpoint the server signs', async () => {
    const dataDir = join(temp, 'served');
    const env = { DATA_DIR: dataDir, PORT: '3999' };
    const app = await build({ config: { dataDir }, ssr: false, seed: false });
    try {
      for (let n = 1; n <= 25; n++) await app.audit.record({ actor: 'admin', action: 'page.save' });
      await app.auditCheckpoints!.flush();
      const signed = JSON.parse(readFileSync(join(dataDir, 'audit-checkpoint.json'), 'utf8')) as {
        seq: number;
        at: string;
      };
      const intact = await runCli(AUDIT, ['verify'], env);
      expect(intact.stdout.trim()).toBe(
        `audit: ${signed.seq} entries, chain intact up to the checkpoint of ${signed.at} (entry #${signed.seq})`,
      );
      expect(intact.status).toBe(0);

      await app.database.withSession((session) =>
        session.transaction(async (sql) => {
          await sql.exec('ALTER TABLE audit_entries DISABLE TRIGGER USER');
          await sql.exec(`DELETE FROM audit_entries WHERE seq > ${signed.seq - 20}`);
          await sql.exec('ALTER TABLE audit_entries ENABLE TRIGGER USER');
        }),
      );
      const cut = await runCli(AUDIT, ['verify'], env);
      expect(cut.stderr.trim()).toBe(
        `audit: entries #${signed.seq - 19} to #${signed.seq} are missing at the end: the checkpoint of ${signed.at} records entry #${signed.seq}, the trail ends at #${signed.seq - 20}`,
      );
      expect(cut.status).toBe(1);
    } finally {
      await app.close();
    }
  });
});
