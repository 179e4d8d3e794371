import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { build } from './app.ts';
import { loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { startupFailure } from './startup-failure.ts';
import { logsThroughThread } from './core/logger-options.ts';
import { runPrimary } from './cluster/primary.ts';

/**
 * `npm start`: read the configuration, build the app, listen, and close cleanly on signals. With
 * WORKERS above 1 this process is the primary that forks the workers (`cluster/primary.ts`), and
 * each worker runs this same file as one server.
 */

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let app: FastifyInstance;
  let config: Config | null = null;
  try {
    config = loadConfig();
    if (config.workers > 1 && cluster.isPrimary) {
      process.exit(
        await runPrimary({ workers: config.workers, shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS }),
      );
    }
    app = await build({ config, logger: true });
    if (cluster.isWorker && config.nodeEnv !== 'production') {
      // Which worker answered, for tests and for whoever watches the load spread; production
      // keeps its process ids to itself.
      const pid = String(process.pid);
      app.server.prependListener('request', (_request, response) =>
        response.setHeader('x-h5-worker', pid),
      );
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // What keeps the server from starting is the operator's to fix: one clear line each.
    const listen = { port: config?.port ?? 3000, host: config?.host ?? '127.0.0.1' };
    for (const line of startupFailure(error, listen)) console.error(line);
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.port;
  app.log.info(`h5-page is ready: http://localhost:${port}/h5-page/h5/demo`);
  // Last, where a newcomer finds it, whatever LOG_LEVEL hides: after the log lines before it.
  // pino-pretty's thread writes development's log, so there the line goes through the log; the
  // JSON log is written as it is logged, and a plain line after it is the operator's to copy.
  const signIn = app.signInLine;
  if (signIn && logsThroughThread(app.config)) app.log.child({}, { level: 'info' }).info(signIn);
  else if (signIn) process.stdout.write(`${signIn}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      // A worker hears Ctrl-C from the terminal as well as the primary's SIGTERM: one shutdown.
      // The primary decides when waiting is over.
      if (cluster.isWorker) return;
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal}: closing`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
