import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAuditRepository } from './audit-repository.ts';
import type { AuditRepository } from './audit-repository.ts';
import { checkpointSettings } from './checkpoint-settings.ts';
import { createPersonalReleases } from './personal-releases.ts';
import type { PersonalReleases } from './personal-releases.ts';
import { createCheckpointWriter } from './checkpoint-writer.ts';
import type { CheckpointWriter } from './checkpoint-writer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The audit trail (`audit/`): `record` after a change that committed on its own; a change
     * made in a transaction appends with `appendAuditEntry(tx, …)` instead, before it commits.
     */
    audit: AuditRepository;
    /** Keeps the trail's signed checkpoint; null without checkpoint settings (in memory). */
    auditCheckpoints: CheckpointWriter | null;
    /**
     * Every release of visitors' personal data (a CSV export, a screen showing whole values),
     * recorded in `lead_exports` with its audit entry.
     */
    releases: PersonalReleases;
  }
}

/**
 * Decorates the audit trail's repository, over the database plugin's connection, and keeps its
 * signed checkpoint (`checkpoint-writer.ts`) where the configuration says: after each entry
 * `record` appends, after each admin write (whose entries are appended inside its own
 * transaction), every few seconds for jobs and the CLI, at start and at close.
 */
async function auditStore(app: FastifyInstance): Promise<void> {
  const settings = await checkpointSettings(app.config, { make: true });
  const writer = settings ? createCheckpointWriter(app.database.db, settings, app.log) : null;
  app.decorate('audit', createAuditRepository(app.database.db, { afterAppend: writer?.note }));
  app.decorate('auditCheckpoints', writer);
  app.decorate('releases', createPersonalReleases(app.database.db));
  if (!writer) return;
  app.addHook('onReady', async () => {
    writer.note();
  });
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/admin/'))
      writer.note();
  });
  // Registered after the database, so this runs before it closes.
  app.addHook('onClose', async () => {
    await writer.close();
  });
}

export const auditStorePlugin = fp(auditStore, {
  name: 'audit-store',
  fastify: '5.x',
  dependencies: ['database'],
});
