import { describe, expect, it } from 'vitest';
import { matchRoute, routes } from './routes.ts';

describe('the builder routes', () => {
  it('link every screen at the address it has always had', () => {
    expect([
      routes.pageList(),
      routes.pageEditor('spring'),
      routes.pageStats('spring'),
      routes.channelStats('spring', 'wx-moments'),
      routes.channels('spring'),
      routes.experiment('spring'),
      routes.allStats(),
      routes.signups(),
      routes.signupTable('stock_hold'),
      routes.reviews(),
      routes.review('7'),
      routes.accounts(),
      routes.audit(),
      routes.webhooks(),
    ]).toEqual([
      '/admin/',
      '/admin/pages/spring',
      '/admin/pages/spring/stats',
      '/admin/pages/spring/stats/channel/wx-moments',
      '/admin/pages/spring/channels',
      '/admin/pages/spring/experiment',
      '/admin/stats',
      '/admin/signups',
      '/admin/signups/stock_hold',
      '/admin/reviews',
      '/admin/reviews/7',
      '/admin/accounts',
      '/admin/audit',
      '/admin/webhooks',
    ]);
  });

  it('match each link back to its screen and segments', () => {
    expect(matchRoute(routes.pageEditor('spring'))).toEqual({
      name: 'pageEditor',
      params: { code: 'spring' },
    });
    expect(matchRoute(routes.channelStats('spring', 'wx-moments'))).toEqual({
      name: 'channelStats',
      params: { code: 'spring', channel: 'wx-moments' },
    });
    expect(matchRoute(routes.review('7'))).toEqual({ name: 'review', params: { id: '7' } });
    expect(matchRoute(routes.signupTable('open_day'))).toEqual({
      name: 'signupTable',
      params: { table: 'open_day' },
    });
    expect(matchRoute('/admin/').name).toBe('pageList');
    expect(matchRoute('/admin/experiment').name).toBe('pageList');
  });

  it('encode a segment in a link and decode it in a match', () => {
    const link = routes.pageEditor('a b/c');
    expect(link).toBe('/admin/pages/a%20b%2Fc');
    expect(matchRoute(link)).toEqual({ name: 'pageEditor', params: { code: 'a b/c' } });
  });

  it('open the page list for any address that names no screen', () => {
    for (const address of [
      '/',
      '/admin',
      '/admin/unknown',
      '/admin/accounts/',
      '/admin/pages/',
      '/admin/pages/spring/unknown',
      '/admin/reviews/seven',
      '/admin/reviews/1234567890',
      '/admin/signups/Stock-Hold',
      '/admin/pages/%E0%A4%A',
    ]) {
      expect(matchRoute(address), address).toEqual({ name: 'pageList', params: {} });
    }
  });
});
