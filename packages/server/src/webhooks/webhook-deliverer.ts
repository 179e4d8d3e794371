import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { AttemptOutcome, ClaimedDelivery, WebhookRepository } from './webhook-repository.ts';
import { afterFailure, retryDelay } from './webhook-schedule.ts';
import { webhookSignature } from './webhook-signature.ts';
import { pinnedLookup } from './webhook-target.ts';
import type { ResolvedAddress, WebhookTargets } from './webhook-target.ts';

/** What a deliverer may be given instead of the real clock, backoff and timings (tests). */
export interface DelivererOptions {
  now: () => number;
  /** Milliseconds to wait after failed attempt number `attempt` (from 1). */
  backoff: (attempt: number) => number;
  /** A receiver gets this long to answer (the claim lasts a little longer). */
  timeoutMs: number;
  /** How often due deliveries are looked for when nothing wakes the deliverer. */
  pollMs: number;
  /** Deliveries taken and sent at once. */
  batch: number;
}

export const DEFAULT_DELIVERER_OPTIONS: DelivererOptions = {
  now: Date.now,
  backoff: retryDelay,
  timeoutMs: 10_000,
  pollMs: 5_000,
  batch: 10,
};

/** An attempt as recorded, told to `onAttempt`'s listeners (the notifications follow failures). */
export interface AttemptReport {
  webhookId: number;
  deliveryId: number;
  url: string;
  /** The lead's page; null when the lead is gone. */
  pageCode: string | null;
  at: Date;
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
  /** The delivery was given up with this attempt: no more retries. */
  gaveUp: boolean;
}

/** The longest error text an attempt keeps. */
const ERROR_CHARS = 500;
/** Past the request's timeout: the claim must outlast the request it covers. */
const LEASE_MARGIN_MS = 5_000;

/**
 * Posts `body` to the vetted addresses only and answers the receiver's status. Redirects are not
 * followed, and the answer's body is never read: whatever a receiver says stays out of the log,
 * so a webhook cannot be used to read another service's answers.
 */
function post(
  target: { url: URL; addresses: ResolvedAddress[] },
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<number> {
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        // A connection of its own: a pooled one was opened after an earlier check.
        agent: false,
        lookup: pinnedLookup(target.addresses),
        signal,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The headers a delivery is signed with (docs/admin-api.md, Webhooks). */
export function signedHeaders(
  secret: string,
  key: string,
  body: string,
  at: number,
): Record<string, string> {
  const timestamp = String(Math.floor(at / 1000));
  return {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': 'h5-page-webhook/1',
    'x-h5-timestamp': timestamp,
    'x-h5-signature': webhookSignature(secret, timestamp, body),
    'x-h5-delivery': key,
  };
}

/**
 * Sends `payload` once, signed, to `url` checked again as every delivery is, within `timeoutMs`:
 * the receiver's status, or why none came; nothing is recorded here. 发送测试 sends this way, and
 * so does each delivery, which passes the controller it aborts on stopping and says whether it is.
 */
export async function sendOnce(
  targets: WebhookTargets,
  delivery: { url: string; secret: string; key: string; payload: unknown },
  timeoutMs: number,
  now: () => number = Date.now,
  {
    controller = new AbortController(),
    stopping = () => false,
  }: { controller?: AbortController; stopping?: () => boolean } = {},
): Promise<{ statusCode: number | null; error: string | null; durationMs: number }> {
  const started = now();
  const took = () => Math.max(0, Math.round(now() - started));
  const target = await targets.vet(delivery.url);
  if (!target.ok) return { statusCode: null, error: target.reason, durationMs: took() };
  const body = JSON.stringify(delivery.payload);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const statusCode = await post(
      target,
      signedHeaders(delivery.secret, delivery.key, body, started),
      body,
      controller.signal,
    );
    return { statusCode, error: null, durationMs: took() };
  } catch (error) {
    return { statusCode: null, error: errorText(error, timedOut, stopping()), durationMs: took() };
  } finally {
    clearTimeout(timer);
  }
}

function errorText(error: unknown, timedOut: boolean, stopping: boolean): string {
  if (stopping) return '服务器停止，稍后重试';
  if (timedOut) return '接收方未在限定时间内应答';
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`.slice(0, ERROR_CHARS);
  }
  return String(error).slice(0, ERROR_CHARS);
}

/**
 * Sends the outbox of leads to their webhooks. One runs in each server process; `wake` after a
 * lead commits sends it at once, a timer catches what is due later (retries) or was queued by
 * another process. A run sends every due delivery before it rests; nothing a visitor waits on
 * ever awaits it.
 */
export class WebhookDeliverer {
  private readonly options: DelivererOptions;
  private running: Promise<void> | null = null;
  private wanted = false;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<AbortController>();
  private readonly listeners = new Set<(report: AttemptReport) => void>();

  constructor(
    private readonly repository: WebhookRepository,
    private readonly log: FastifyBaseLogger,
    /** Checks each receiver's address again at every send (its name may resolve elsewhere now). */
    private readonly targets: WebhookTargets,
    options: Partial<DelivererOptions> = {},
  ) {
    this.options = { ...DEFAULT_DELIVERER_OPTIONS, ...options };
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for due deliveries now (after the current run, if one is under way). */
  wake(): void {
    if (this.stopped) return;
    this.wanted = true;
    if (!this.running) {
      this.running = this.run().finally(() => {
        this.running = null;
        this.schedule();
      });
    }
  }

  /**
   * Tells `listener` of every attempt once it is recorded, but those cut short by this process
   * stopping; returns the way to stop listening.
   */
  onAttempt(listener: (report: AttemptReport) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Aborts the sends under way (recorded for a retry at once) and waits for the run to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const controller of this.inFlight) controller.abort();
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.wanted) return this.wake();
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.options.pollMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    while (this.wanted && !this.stopped) {
      this.wanted = false;
      try {
        for (;;) {
          if (this.stopped) return;
          const now = new Date(this.options.now());
          const claimed = await this.repository.claimDue(
            now,
            this.options.timeoutMs + LEASE_MARGIN_MS,
            this.options.batch,
          );
          if (claimed.length === 0) break;
          await Promise.all(claimed.map((claim) => this.deliver(claim)));
        }
      } catch (error) {
        // The store is unreachable or closing: the timer tries again.
        this.log.warn({ err: error }, 'webhook deliveries could not be read or recorded');
        return;
      }
    }
  }

  private tell(report: AttemptReport): void {
    for (const listener of this.listeners) {
      try {
        listener(report);
      } catch (error) {
        // A listener's fault is its own: the delivery is recorded whatever it does.
        this.log.warn({ err: error }, 'a webhook attempt listener failed');
      }
    }
  }

  private async deliver(claim: ClaimedDelivery): Promise<void> {
    const started = this.options.now();
    const record = async (
      fields: Omit<AttemptOutcome, 'at' | 'durationMs' | 'next'>,
      ok: boolean,
    ) => {
      const at = new Date(this.options.now());
      const stopping = this.stopped;
      const next: AttemptOutcome['next'] = ok
        ? { status: 'delivered' }
        : stopping
          ? { status: 'pending', at }
          : (() => {
              const after = afterFailure(claim.attempt, at, claim.giveUpAt, this.options.backoff);
              return after.kind === 'failed'
                ? { status: 'failed' as const }
                : { status: 'pending' as const, at: after.at };
            })();
      await this.repository.recordAttempt(claim, {
        ...fields,
        at,
        durationMs: Math.max(0, Math.round(at.getTime() - started)),
        next,
      });
      if (!stopping) {
        this.tell({
          webhookId: claim.webhookId,
          deliveryId: claim.id,
          url: claim.url,
          pageCode: claim.payload?.lead.page_code ?? null,
          at,
          delivered: ok,
          statusCode: fields.statusCode,
          error: fields.error,
          gaveUp: next.status === 'failed',
        });
      }
    };
    if (!claim.payload) {
      return record({ statusCode: null, error: '线索已不存在' }, false);
    }
    const controller = new AbortController();
    this.inFlight.add(controller);
    let outcome: { statusCode: number | null; error: string | null };
    try {
      const { statusCode, error } = await sendOnce(
        this.targets,
        { url: claim.url, secret: claim.secret, key: claim.key, payload: claim.payload },
        this.options.timeoutMs,
        () => started,
        { controller, stopping: () => this.stopped },
      );
      outcome = { statusCode, error };
    } finally {
      this.inFlight.delete(controller);
    }
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    await record(outcome, ok);
  }
}
