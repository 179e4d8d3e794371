import type { FastifyInstance } from 'fastify';
import { build } from '@h5-page/server';
import type { Config } from '@h5-page/server/config';
import type { ActivityPage } from '@h5-page/schema';
import { formatProblem, validatePage } from '@h5-page/schema';

export interface TestServer {
  app: FastifyInstance;
  origin: string;
  /** Validates a page (throwing every problem) and saves and publishes it. */
  importPage(
    page: Partial<ActivityPage> & Pick<ActivityPage, 'code' | 'title' | 'page_schema'>,
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real server on 127.0.0.1 with a fresh embedded database, for browser tests. `now` is the
 * clock of publish windows (`build({ now })`), for a test that moves it to a schedule's start.
 */
export async function startTestServer(
  config: Partial<Config> = {},
  options: { now?: () => number } = {},
): Promise<TestServer> {
  // The store lives in memory: a browser test reads what the server answers, never its files, and
  // an embedded database written to disk costs a second of file writes per server.
  const app = await build({
    config: { dataDir: ':memory:', ...config },
    logger: false,
    now: options.now,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    app,
    origin: `http://127.0.0.1:${address.port}`,
    async importPage(page) {
      const result = validatePage(page);
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
      await app.pages.importPage(result.page);
    },
    async close() {
      await app.close();
    },
  };
}
