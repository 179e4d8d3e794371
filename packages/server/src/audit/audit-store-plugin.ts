import { storePlugin } from '../core/store-plugin.ts';
import { createAuditRepository } from './audit-repository.ts';
import type { AuditRepository } from './audit-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The audit trail (`audit/`): `record` after a change that committed on its own; a change
     * made in a transaction appends with `appendAuditEntry(tx, …)` instead, before it commits.
     */
    audit: AuditRepository;
  }
}

/** Decorates the audit trail's repository, over the database plugin's connection. */
export const auditStorePlugin = storePlugin('audit-store', 'audit', createAuditRepository);
