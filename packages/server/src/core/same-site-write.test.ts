import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askedOnOwnSite, sentFromOwnSite } from './same-site-write.ts';

/** The one cross-site rule the gateway's writes and the builder's calls both follow. */
describe('sentFromOwnSite', () => {
  const app = Fastify();
  const allowHosts = ['h5.example.com', '.niu8.example'];
  app.post('/write', async (request) => ({
    plain: sentFromOwnSite(request),
    allowing: sentFromOwnSite(request, allowHosts),
  }));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const judge = async (headers: { origin?: string; referer?: string }) =>
    (
      await app.inject({
        method: 'POST',
        url: '/write',
        headers: { host: 'pages.example:8080', ...headers },
      })
    ).json<{
      plain: boolean;
      allowing: boolean;
    }>();

  it('takes a request with neither Origin nor Referer as no browser acting for a page', async () => {
    expect(await judge({})).toEqual({ plain: true, allowing: true });
  });

  it('takes this host on any port, in any letter case, by Origin or else Referer', async () => {
    for (const headers of [
      { origin: 'http://pages.example:8080' },
      { origin: 'https://PAGES.example' },
      { origin: 'http://pages.example:3000' },
      { referer: 'https://pages.example/h5-page/h5/demo?x=1' },
    ]) {
      expect(await judge(headers), JSON.stringify(headers)).toEqual({
        plain: true,
        allowing: true,
      });
    }
  });

  it('refuses other hosts, null and unreadable origins; allowed hosts only where allowed', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'not a url' },
      { origin: 'https://pages.example.evil.example' },
      { referer: 'https://evil.example/pages.example' },
    ]) {
      expect(await judge(headers), JSON.stringify(headers)).toEqual({
        plain: false,
        allowing: false,
      });
    }
    expect(await judge({ origin: 'https://h5.example.com' })).toEqual({
      plain: false,
      allowing: true,
    });
    expect(await judge({ origin: 'https://m.niu8.example' })).toEqual({
      plain: false,
      allowing: true,
    });
    expect(await judge({ origin: 'https://niu8.example.evil' })).toEqual({
      plain: false,
      allowing: false,
    });
  });
});

/** The rule for reads (an export, a whole list) that another site's link must not open. */
describe('askedOnOwnSite', () => {
  const app = Fastify();
  app.get('/read', async (request) => ({ asked: askedOnOwnSite(request) }));
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  const judge = async (headers: Record<string, string>) =>
    (await app.inject({ url: '/read', headers: { host: 'admin.example:8080', ...headers } })).json<{
      asked: boolean;
    }>().asked;

  it('follows Sec-Fetch-Site when sent: this origin or the person at the browser only', async () => {
    expect(await judge({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(await judge({ 'sec-fetch-site': 'none' })).toBe(true);
    expect(await judge({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(await judge({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    // Fetch Metadata wins over a Referer naming this host.
    expect(
      await judge({ 'sec-fetch-site': 'cross-site', referer: 'https://admin.example/admin/' }),
    ).toBe(false);
  });

  it('without Fetch Metadata, takes this host by Origin or Referer, or a script sending neither', async () => {
    expect(await judge({ referer: 'https://ADMIN.example/admin/audit' })).toBe(true);
    expect(await judge({ origin: 'http://admin.example:3000' })).toBe(true);
    expect(await judge({ referer: 'https://evil.example/admin.example' })).toBe(false);
    expect(await judge({ origin: 'null' })).toBe(false);
    expect(await judge({})).toBe(true);
    // A browser's navigation whose page withheld the Referer.
    expect(await judge({ 'upgrade-insecure-requests': '1' })).toBe(false);
  });
});
