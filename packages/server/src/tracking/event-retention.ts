import type { FastifyInstance } from 'fastify';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Upkeep of the events table, at start and then every hour: the partitions of this month and
 * the next are made ahead of their events, and raw events are kept EVENT_RETENTION_DAYS (whole
 * months past it are dropped as partitions, older rows of the rest deleted), so the table and
 * the disk under it stay as large as that many days of traffic.
 */
export function scheduleEventRetention(app: FastifyInstance, everyMs = HOUR_MS): void {
  let running: Promise<unknown> = Promise.resolve();
  const upkeep = async () => {
    const now = Date.now();
    const created = await app.events.preparePartitions(new Date(now));
    if (created.length > 0) app.log.info({ created }, 'event partitions created');
    const before = new Date(now - app.config.eventRetentionDays * DAY_MS);
    const { deleted, droppedPartitions } = await app.events.pruneBefore(before);
    if (deleted > 0 || droppedPartitions.length > 0) {
      app.log.info({ deleted, droppedPartitions, before }, 'old events pruned');
    }
  };
  const run = () => {
    // After the previous run: a slow upkeep never overlaps the next one.
    running = running
      .then(upkeep)
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'upkeep of the events table failed'),
      );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
