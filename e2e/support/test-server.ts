import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { build } from '@h5-page/server';
import type { Config } from '@h5-page/server/config';

export interface TestServer {
  app: FastifyInstance;
  origin: string;
  close(): Promise<void>;
}

/** A real server on 127.0.0.1 with a fresh embedded database, for browser tests. */
export async function startTestServer(config: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'h5-page-e2e-'));
  const app = await build({ config: { dataDir, ...config }, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  return {
    app,
    origin: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
