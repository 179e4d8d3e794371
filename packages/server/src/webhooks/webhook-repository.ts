import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LeadExtraAnswer } from '@h5-page/schema/lead-extra-fields';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import { appendAuditEntry } from '../audit/audit-repository.ts';
import { RETRY_WINDOW_MS } from './webhook-schedule.ts';
import { webhookAttempts, webhookDeliveries, webhooks } from './webhook-tables.ts';
import type { DeliveryInfo, DeliveryStatus, WebhookInfo } from '@h5-page/schema/webhooks';

/**
 * What the receiver is sent: the lead as the builder's lead list has it. `lead.test` is the sample
 * 发送测试 sends (id 0, made-up details), which a receiver must not store as a lead.
 */
export interface LeadPayload {
  event: 'lead.created' | 'lead.test';
  delivery: string;
  lead: {
    id: number;
    page_code: string;
    /** Null once the lead's personal fields were erased (retention or a visitor's request). */
    handset: string | null;
    nick_name: string;
    cps_id: string;
    version_id: number;
    extra: LeadExtraAnswer[];
    consent_version: number | null;
    created_at: string;
  };
}

/** A due delivery a deliverer took, with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  webhookId: number;
  key: string;
  /** This attempt's number, from 1. */
  attempt: number;
  giveUpAt: Date;
  url: string;
  secret: string;
  payload: LeadPayload | null;
}

export interface AttemptOutcome {
  at: Date;
  /** The receiver's HTTP status; its answer's body is never kept. */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** Where the delivery goes next. */
  next: { status: 'delivered' } | { status: 'failed' } | { status: 'pending'; at: Date };
}

export interface NewWebhook {
  url: string;
  pageCode: string | null;
  secret: string;
  createdBy: string | null;
}

/** Shown instead of a secret: enough to tell two apart, too little to sign with. */
export const secretHint = (secret: string) => `••••${secret.slice(-4)}`;

/**
 * Queues the lead's deliveries, one per enabled webhook of its page or of all pages; run inside
 * the transaction that inserts the lead, so the lead and its deliveries commit together. Each
 * delivery gets a random key, its idempotency key for good.
 */
export async function enqueueLeadDeliveries(
  tx: Db,
  lead: { id: number; pageCode: string; createdAt: Date },
): Promise<number> {
  const created = lead.createdAt.toISOString();
  const giveUp = new Date(lead.createdAt.getTime() + RETRY_WINDOW_MS).toISOString();
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`INSERT INTO webhook_deliveries
          (webhook_id, lead_id, delivery_key, next_attempt_at, give_up_at, created_at)
        SELECT w.id, ${lead.id}, gen_random_uuid()::text, ${created}::timestamptz,
               ${giveUp}::timestamptz, ${created}::timestamptz
          FROM webhooks w
         WHERE w.enabled AND (w.page_code IS NULL OR w.page_code = ${lead.pageCode})
        ON CONFLICT (webhook_id, lead_id) DO NOTHING
        RETURNING id::int AS id`,
  );
  return rows.length;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type LeadRow = LeadPayload['lead'];

export interface WebhookRepository {
  list(): Promise<WebhookInfo[]>;
  get(id: number): Promise<WebhookInfo | null>;
  /** Where and how the webhook signs what it sends (its secret), for a test; null: none. */
  target(id: number): Promise<{ url: string; secret: string; enabled: boolean } | null>;
  /** Adds the webhook and its audit entry, together. */
  create(webhook: NewWebhook): Promise<WebhookInfo>;
  /** Stops it (its queued deliveries stay, unsent) and records it; null when there is none. */
  disable(id: number, actor: string | null, at: Date): Promise<WebhookInfo | null>;
  /** The webhook's deliveries, newest first, each with its attempts, oldest first. */
  deliveries(webhookId: number, limit: number): Promise<DeliveryInfo[]>;
  /**
   * Queues a delivery that was given up for one more attempt now (one: if it fails, it is given
   * up again at once).
   */
  redeliver(
    webhookId: number,
    deliveryId: number,
    at: Date,
  ): Promise<'queued' | 'missing' | 'not_failed'>;
  /**
   * Takes up to `limit` due deliveries of enabled webhooks and pushes each past `leaseMs`, so no
   * other deliverer takes it while this one sends (`SKIP LOCKED`: deliverers of several
   * processes claim different rows at once). A deliverer that dies mid-send leaves the row to be
   * taken again once the lease is over.
   */
  claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]>;
  /** Records an attempt and moves its delivery on; ignored if another deliverer took it since. */
  recordAttempt(claim: ClaimedDelivery, outcome: AttemptOutcome): Promise<void>;
}

export function createWebhookRepository(db: Db): WebhookRepository {
  const infos = async (ids?: number[]): Promise<WebhookInfo[]> => {
    const rows = await db
      .select()
      .from(webhooks)
      .where(ids ? inArray(webhooks.id, ids) : undefined)
      .orderBy(desc(webhooks.id));
    if (rows.length === 0) return [];
    const counts = await sqlRows<{ webhook_id: number; status: DeliveryStatus; n: number }>(
      db,
      sql`SELECT webhook_id::int AS webhook_id, status, count(*)::int AS n
            FROM webhook_deliveries
           WHERE webhook_id IN (${sql.join(
             rows.map((row) => sql`${row.id}`),
             sql`, `,
           )})
           GROUP BY webhook_id, status`,
    );
    return rows.map((row) => {
      const deliveries = { pending: 0, delivered: 0, failed: 0 };
      for (const count of counts)
        if (count.webhook_id === row.id) deliveries[count.status] = count.n;
      return {
        id: row.id,
        url: row.url,
        page_code: row.pageCode,
        secret_hint: secretHint(row.secret),
        enabled: row.enabled,
        created_by: row.createdBy,
        created_at: row.createdAt.toISOString(),
        disabled_at: iso(row.disabledAt),
        deliveries,
      };
    });
  };
  const get = async (id: number) => (await infos([id]))[0] ?? null;

  return {
    list: () => infos(),
    get,
    async target(id) {
      const [row] = await db
        .select({ url: webhooks.url, secret: webhooks.secret, enabled: webhooks.enabled })
        .from(webhooks)
        .where(eq(webhooks.id, id));
      return row ?? null;
    },

    async create(webhook) {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(webhooks)
          .values(webhook)
          .returning({ id: webhooks.id, url: webhooks.url });
        if (!row) throw new Error('webhook not inserted');
        await appendAuditEntry(tx, {
          actor: webhook.createdBy,
          action: 'webhook.create',
          pageCode: webhook.pageCode,
          detail: { webhook_id: row.id, url: row.url },
        });
        return row.id;
      });
      const created = await get(id);
      if (!created) throw new Error('webhook vanished');
      return created;
    },

    async disable(id, actor, at) {
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhooks)
          .set({ enabled: false, disabledAt: at })
          .where(and(eq(webhooks.id, id), eq(webhooks.enabled, true)))
          .returning({ id: webhooks.id, url: webhooks.url, pageCode: webhooks.pageCode });
        if (!row) return false;
        await appendAuditEntry(tx, {
          actor,
          action: 'webhook.disable',
          pageCode: row.pageCode,
          detail: { webhook_id: row.id, url: row.url },
        });
        return true;
      });
      if (!changed) {
        const existing = await get(id);
        return existing;
      }
      return get(id);
    },

    async deliveries(webhookId, limit) {
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.webhookId, webhookId))
        .orderBy(desc(webhookDeliveries.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const attempts = await db
        .select()
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(webhookAttempts.id);
      return rows.map((row) => ({
        id: row.id,
        lead_id: row.leadId,
        delivery_key: row.deliveryKey,
        status: row.status,
        attempts: attempts
          .filter((attempt) => attempt.deliveryId === row.id)
          .map((attempt) => ({
            at: attempt.at.toISOString(),
            status_code: attempt.statusCode,
            error: attempt.error,
            duration_ms: attempt.durationMs,
          })),
        next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
        created_at: row.createdAt.toISOString(),
        delivered_at: iso(row.deliveredAt),
      }));
    },

    async redeliver(webhookId, deliveryId, at) {
      const rows = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: at, giveUpAt: at })
        .where(
          and(
            eq(webhookDeliveries.id, deliveryId),
            eq(webhookDeliveries.webhookId, webhookId),
            eq(webhookDeliveries.status, 'failed'),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      if (rows.length > 0) return 'queued';
      const [existing] = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)),
        );
      return existing ? 'not_failed' : 'missing';
    },

    async claimDue(now, leaseMs, limit) {
      const claimed = await sqlRows<{
        id: number;
        webhook_id: number;
        lead_id: number;
        delivery_key: string;
        attempts: number;
        give_up_at: string;
        url: string;
        secret: string;
      }>(
        db,
        sql`WITH due AS (
              SELECT d.id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
               WHERE d.status = 'pending' AND w.enabled
                 AND d.next_attempt_at <= ${now.toISOString()}::timestamptz
               ORDER BY d.next_attempt_at, d.id
               LIMIT ${limit}
               FOR UPDATE OF d SKIP LOCKED)
            UPDATE webhook_deliveries d
               SET attempts = d.attempts + 1,
                   next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
              FROM due, webhooks w
             WHERE d.id = due.id AND w.id = d.webhook_id
            RETURNING d.id::int AS id, d.webhook_id::int AS webhook_id, d.lead_id::int AS lead_id,
              d.delivery_key, d.attempts,
              to_char(d.give_up_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS give_up_at,
              w.url, w.secret`,
      );
      if (claimed.length === 0) return [];
      const leads = await sqlRows<LeadRow>(
        db,
        sql`SELECT id::int AS id, page_code, handset, nick_name, cps_id, version_id, extra,
                   consent_version,
                   to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
              FROM leads WHERE id IN (${sql.join(
                claimed.map((row) => sql`${row.lead_id}`),
                sql`, `,
              )})`,
      );
      return claimed.map((row) => {
        const lead = leads.find((candidate) => candidate.id === row.lead_id);
        return {
          id: row.id,
          webhookId: row.webhook_id,
          key: row.delivery_key,
          attempt: row.attempts,
          giveUpAt: new Date(row.give_up_at),
          url: row.url,
          secret: row.secret,
          payload: lead ? { event: 'lead.created', delivery: row.delivery_key, lead } : null,
        };
      });
    },

    async recordAttempt(claim, outcome) {
      await db.transaction(async (tx) => {
        const next = outcome.next;
        const moved = await tx
          .update(webhookDeliveries)
          .set(
            next.status === 'pending'
              ? { nextAttemptAt: next.at }
              : next.status === 'delivered'
                ? { status: 'delivered', deliveredAt: outcome.at }
                : { status: 'failed' },
          )
          .where(
            and(
              eq(webhookDeliveries.id, claim.id),
              eq(webhookDeliveries.status, 'pending'),
              eq(webhookDeliveries.attempts, claim.attempt),
            ),
          )
          .returning({ id: webhookDeliveries.id });
        // The attempt happened either way: the log shows it even when another deliverer has
        // taken the row since (a lease that ran out mid-send).
        await tx.insert(webhookAttempts).values({
          deliveryId: claim.id,
          at: outcome.at,
          statusCode: outcome.statusCode,
          error: outcome.error,
          durationMs: outcome.durationMs,
        });
        return moved.length;
      });
    },
  };
}
