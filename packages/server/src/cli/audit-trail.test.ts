import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openAppStore } from '../app-store.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';
import { runCli } from '#test/support/run-cli.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const AUDIT = join(ROOT, 'packages/server/src/cli/audit-trail.ts');

const temp = mkdtempSync(join(tmpdir(), 'h5-audit-cli-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Opens the data directory in this process, does `work`, and closes it for the CLI. */
async function withStore(
  dataDir: string,
  work: (store: Awaited<ReturnType<typeof openAppStore>>) => Promise<void>,
) {
  const store = await openAppStore({ dataDir, databaseUrl: null, seed: false });
  try {
    await work(store);
  } finally {
    await store.close();
  }
}

// Each run is its own process opening and migrating the store: slow on a busy machine.
describe('npm run audit -- verify', { timeout: 180_000 }, () => {
  it('says the chain is intact, then names the entry changed by hand', async () => {
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

    const intact = await runCli(AUDIT, ['verify'], env);
    expect(intact.stderr).toBe('');
    expect(intact.stdout.trim()).toBe('audit: 3 entries, chain intact');
    expect(intact.status).toBe(0);

    await withStore(dataDir, (store) =>
      store.database.withSession((session) =>
        session.transaction(async (sql) => {
          await sql.exec('ALTER TABLE audit_entries DISABLE TRIGGER USER');
          await sql.exec(`UPDATE audit_entries SET actor = 'someone' WHERE seq = 2`);
          await sql.exec('ALTER TABLE audit_entries ENABLE TRIGGER USER');
        }),
      ),
    );
    const broken = await runCli(AUDIT, ['verify'], env);
    expect(broken.stderr.trim()).toBe(
      `audit: entry #2 (page.publish, ${publishAt}) does not match its hash`,
    );
    expect(broken.status).toBe(1);
  });
});
