import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Raw events are kept EVENT_RETENTION_DAYS: older ones are deleted at start and then every hour,
 * so the events table (and the disk under it) stays as large as that many days of traffic.
 */
export function scheduleEventRetention(app: FastifyInstance, everyMs = HOUR_MS): void {
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    const before = new Date(Date.now() - app.config.eventRetentionDays * DAY_MS);
    running = app.events
      .pruneBefore(before)
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted, before }, 'old events pruned');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'pruning old events failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
