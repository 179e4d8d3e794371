import type { FastifyInstance } from 'fastify';
import { appendAuditEntry } from '../audit/audit-repository.ts';
import { createLeadRepository } from './store/lead-repository.ts';
import { createSmsCodeRepository } from './store/sms-code-repository.ts';
import { maskPhone } from '@h5-page/schema/personal-masks';

const DAY_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The leads' retention job (`lead-erasure.ts`); `run` erases what is due now. */
    leadRetention: { run(): Promise<number> };
  }
}

/**
 * Erases the personal fields of leads older than LEAD_RETENTION_DAYS at `now`, and records a
 * run that erased something in the audit trail, in the same transaction (a run that erased
 * nothing would only flood the trail, once a day per process).
 */
export async function eraseExpiredLeads(app: FastifyInstance, now: Date): Promise<number> {
  const days = app.config.leadRetentionDays;
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  return app.database.db.transaction(async (tx) => {
    const erased = await createLeadRepository(tx).eraseOlderThan(cutoff, now);
    if (erased > 0) {
      await appendAuditEntry(tx, {
        actor: null,
        action: 'leads.retention_erase',
        detail: { count: erased, cutoff: cutoff.toISOString(), retention_days: days },
      });
    }
    return erased;
  });
}

export interface VisitorErasure {
  leads: number;
  sms_codes: number;
}

/**
 * A visitor's request to erase their data, by phone: the personal fields of every lead of the
 * phone (kept as erased rows, so stats still count them) and the SMS codes sent to it (which
 * hold the phone and the sender's address). The audit entry names the phone masked only.
 */
export async function eraseVisitor(
  app: FastifyInstance,
  handset: string,
  actor: string | null,
  now: Date,
): Promise<VisitorErasure> {
  return app.database.db.transaction(async (tx) => {
    const leads = await createLeadRepository(tx).eraseHandset(handset, now);
    const smsCodes = await createSmsCodeRepository(tx).removeHandset(handset);
    await appendAuditEntry(tx, {
      actor,
      action: 'leads.erase_request',
      detail: { phone: maskPhone(handset), leads, sms_codes: smsCodes },
    });
    return { leads, sms_codes: smsCodes };
  });
}

/**
 * Runs the retention job when the app is ready and then daily (every process may: the erase is
 * idempotent), and waits for a run under way at close, before the database closes.
 */
export function scheduleLeadRetention(
  app: FastifyInstance,
  now: () => number = Date.now,
  everyMs = DAY_MS,
): void {
  let running: Promise<unknown> = Promise.resolve();
  const run = (): Promise<number> => {
    const next = running.then(() => eraseExpiredLeads(app, new Date(now())));
    running = next.then(
      (erased) => {
        if (erased > 0) app.log.info({ erased }, 'expired leads erased');
      },
      (error: unknown) => app.log.error({ err: error }, 'erasing expired leads failed'),
    );
    return next;
  };
  app.decorate('leadRetention', { run });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run().catch(() => {});
    timer = setInterval(() => void run().catch(() => {}), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
