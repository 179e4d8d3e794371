import type { FastifyInstance } from 'fastify';
import { appendPrices } from './append-prices.ts';
import { shanghaiToday } from './price-walk.ts';

/** How often the development job looks for a new trading day. */
export const PRICE_JOB_INTERVAL_MS = 10 * 60_000;

/**
 * Development only: keeps the simulated price history up to today (once at start, then every
 * PRICE_JOB_INTERVAL_MS), so returns move day by day on a machine left running. Production
 * loads its prices from its own feed and never runs this.
 */
export function startPriceJob(app: FastifyInstance): void {
  const run = async () => {
    try {
      const added = await appendPrices(app.database.db, shanghaiToday());
      if (added > 0) app.log.info({ added }, 'appended simulated prices');
    } catch (error) {
      app.log.warn({ err: error }, 'appending simulated prices failed');
    }
  };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    running = run();
    timer = setInterval(() => {
      running = run();
    }, PRICE_JOB_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
