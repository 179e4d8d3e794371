import { describe, expect, it } from 'vitest';
import { build } from '../app.ts';

/**
 * The address a request is seen from: it arrives from 10.0.0.5 (the nearest proxy) carrying
 * `X-Forwarded-For: <forwarded>` (the client first, then each proxy it went through).
 */
async function ipSeen(trustProxyHops: number, forwarded = '203.0.113.9') {
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
      headers: { 'x-forwarded-for': forwarded },
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

  it('trusts exactly as many hops as configured, so a visitor cannot prepend an address', async () => {
    // A visitor sends `X-Forwarded-For: 198.51.100.7` themselves; the proxies append the
    // visitor's real address (203.0.113.9) and their own (192.0.2.1).
    const chain = '198.51.100.7, 203.0.113.9, 192.0.2.1';
    // One proxy: its own peer is all it vouches for (the last address of the header).
    expect(await ipSeen(1, chain)).toBe('192.0.2.1');
    // Two proxies: the address the first proxy saw, never the one the visitor wrote.
    expect(await ipSeen(2, chain)).toBe('203.0.113.9');
  });
});
