import type { FastifyInstance } from 'fastify';
import { build } from './app.ts';
import { loadConfig } from './config.ts';
import type { Config } from './config.ts';
import { startupFailure } from './startup-failure.ts';

/** `npm start`: read the configuration, build the app, listen, and close cleanly on signals. */

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let app: FastifyInstance;
  let config: Config | null = null;
  try {
    config = loadConfig();
    app = await build({ config, logger: true });
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

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
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
