import { describe, expect, it } from 'vitest';
import { build } from './app.ts';

async function ipSeen(trustProxyHops: number) {
  const app = await build({
    config: { dataDir: ':memory:', trustProxyHops },
    ssr: false,
    seed: false,
  });
  app.get('/test/ip', async (request) => ({ ip: request.ip }));
  try {
    const response = await app.inject({
      url: '/test/ip',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    return response.json().ip as string;
  } finally {
    await app.close();
  }
}

describe('trust proxy', () => {
  it('ignores X-Forwarded-For by default, so a visitor cannot choose their own address', async () => {
    expect(await ipSeen(0)).toBe('10.0.0.5');
  });

  it('behind one proxy, sees the visitor address the proxy forwarded', async () => {
    expect(await ipSeen(1)).toBe('203.0.113.9');
  });
});
