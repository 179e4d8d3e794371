import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ROUTES } from '@h5-page/schema/constants';
import { canonicalPath, matchPageRoute, matchRoute } from './page-route.ts';
import { routePageCode } from '@h5-page/schema/route-page-code';

describe('matchPageRoute', () => {
  it('maps /h5-page/h5/:id to the page code id', () => {
    expect(matchPageRoute('/h5-page/h5/demo')).toEqual({ code: 'demo' });
    expect(matchPageRoute('/h5-page/h5/spring-2025_A/')).toEqual({ code: 'spring-2025_A' });
  });

  it('reads isPreview=1 from a query string', () => {
    expect(matchPageRoute('/h5-page/h5/demo?isPreview=1')).toEqual({ code: 'demo', preview: true });
    expect(matchPageRoute('/h5-page/h5/demo?isPreview=0&x=1')).toEqual({ code: 'demo' });
    expect(matchPageRoute('/pc-page/pc/demo?a=1&isPreview=1#top')).toEqual({
      code: 'demo',
      preview: true,
    });
  });

  it('maps /pc-page/pc/:code to code', () => {
    expect(matchPageRoute('/pc-page/pc/demo')).toEqual({ code: 'demo' });
  });

  const expected: Record<string, string> = {
    '/stockCompetition': 'stockCompetition',
    '/stockHold': 'stockHold',
    '/brokerRegister': 'brokerRegister',
    '/simulateTrading': 'simulateTrading',
    '/simulateTrading/detail': 'simulateTrading-detail',
    '/simulateTrading/position': 'simulateTrading-position',
    '/simulateTrading/rebalancing': 'simulateTrading-rebalancing',
    '/simulateTrading/article': 'simulateTrading-article',
    '/simulateTrading/marquee': 'simulateTrading-marquee',
    '/simulateTrading/leaderboard': 'simulateTrading-leaderboard',
    '/slzf': 'slzf',
    '/jjfz': 'jjfz',
    '/xunjiang': 'xunjiang',
    '/sddjEtf': 'sddjEtf',
    '/rmsdEtf': 'rmsdEtf',
    '/jjzy': 'jjzy',
    '/sxkh': 'sxkh',
    '/lhtj': 'lhtj',
    '/jgdy': 'jgdy',
    '/course': 'course',
    '/revitalizationGroup': 'revitalizationGroup',
    '/duanxianwangxufei818': 'duanxianwangxufei818',
    '/ztlsGroup': 'ztlsGroup',
    '/jz2024xunjiang': 'jz2024xunjiang',
    '/jz2025xunjiang': 'jz2025xunjiang',
    '/InviteFriends': 'InviteFriends',
    '/InviteFriends/register': 'InviteFriends-register',
    '/InviteFriends/success': 'InviteFriends-success',
    '/sqsjGroup': 'sqsjGroup',
    '/sqsjGroup2': 'sqsjGroup2',
    '/sqsjGroup3': 'sqsjGroup3',
    '/wealthOpenWeek': 'wealthOpenWeek',
    '/nationalDayCarnival': 'nationalDayCarnival',
    '/cpmj': 'cpmj',
    '/cpmj/list': 'cpmj-list',
    '/cpmj/details/foo': 'cpmj-details',
    '/simulateTrading/article/details/12': 'simulateTrading-article-details',
  };

  it.each(Object.entries(expected))('maps /h5-page%s to the page %s', (route, code) => {
    expect(matchPageRoute(`/h5-page${route}`)).toEqual({ code });
  });

  it('covers every route of spec section 2', () => {
    for (const route of CAMPAIGN_ROUTES) {
      const url = `/h5-page${route.replace(/:[a-z]+/, 'x')}`;
      expect(matchPageRoute(url), url).toEqual({ code: routePageCode(route) });
      expect(Object.values(expected)).toContain(routePageCode(route));
    }
    expect(CAMPAIGN_ROUTES).toHaveLength(Object.keys(expected).length);
  });

  it('matches static segments case-insensitively, as the router does', () => {
    expect(matchPageRoute('/h5-page/invitefriends/Register')).toEqual({
      code: 'InviteFriends-register',
    });
  });

  it('answers null for every other path', () => {
    for (const url of [
      '/',
      '/h5-page',
      '/h5-page/',
      '/h5-page/h5',
      '/h5-page/h5/a/b',
      '/h5-page/unknown',
      '/h5-page/cpmj/details',
      '/h5-page/cpmj/details/a/b',
      '/h5-page/simulateTrading/nope',
      '/pc-page/pc',
      '/pc-page/h5/demo',
      '/admin/',
      '/h5/demo',
      '/h5-page/h5/%E0%A4%A',
    ]) {
      expect(matchPageRoute(url), url).toBeNull();
    }
  });
});

describe('matchRoute', () => {
  it('names the page and its frame', () => {
    expect(matchRoute('/h5-page/h5/demo')).toEqual({
      route: 'page',
      code: 'demo',
      frame: 'mobile',
    });
    expect(matchRoute('/h5-page/simulateTrading/detail')).toEqual({
      route: 'page',
      code: 'simulateTrading-detail',
      frame: 'mobile',
    });
    expect(matchRoute('/pc-page/pc/demo')).toEqual({ route: 'page', code: 'demo', frame: 'pc' });
    expect(matchRoute('/h5-page/h5/%E6%98%A5')).toEqual({
      route: 'page',
      code: '春',
      frame: 'mobile',
    });
  });

  it('sends /h5-page/app/<page> to the app stand-in, with the rest of the path', () => {
    expect(matchRoute('/h5-page/app/wallet/recharge')).toEqual({
      route: 'app',
      page: 'wallet/recharge',
    });
    expect(matchRoute('/h5-page/APP/user')).toEqual({ route: 'app', page: 'user' });
    expect(matchRoute('/h5-page/app')).toEqual({ route: 'app', page: '' });
    expect(matchPageRoute('/h5-page/app/user')).toBeNull();
  });

  it('knows nothing else', () => {
    for (const path of [
      '/',
      '/h5-page',
      '/h5-page/h5',
      '/h5-page/h5/a/b',
      '/h5-page/nowhere',
      '/pc-page/h5/demo',
      '/other/h5/demo',
      '/h5-page/h5/%E0%A4%A',
    ])
      expect(matchRoute(path), path).toEqual({ route: 'notFound' });
  });
});

describe('canonicalPath', () => {
  it('keeps the one spelling of a page as it is', () => {
    for (const path of [
      '/h5-page/h5/demo',
      '/pc-page/pc/demo',
      '/h5-page/InviteFriends/register',
      '/h5-page/cpmj/details/foo',
      '/h5-page/app/wallet/recharge',
      '/h5-page/app',
      '/h5-page/h5/%E6%98%A5',
      "/h5-page/h5/a:b@c!$&'()*+,;=",
      '/h5-page/h5/a%2Fb',
      '/h5-page/h5/a%20b',
    ])
      expect(canonicalPath(path), path).toBe(path);
  });

  it('spells every other spelling of a page the one way', () => {
    const cases: Record<string, string> = {
      '/h5-page/h5/demo/': '/h5-page/h5/demo',
      '/h5-page/h5/demo//////': '/h5-page/h5/demo',
      '/h5-page//h5/demo': '/h5-page/h5/demo',
      '//h5-page/h5/demo': '/h5-page/h5/demo',
      '/h5-page/h5/%64emo': '/h5-page/h5/demo',
      '/h5-page/%68%35/demo': '/h5-page/h5/demo',
      '/h5-page/h5/./demo': '/h5-page/h5/demo',
      '/h5-page/h5/x/../demo': '/h5-page/h5/demo',
      '/h5-page/h5/x/%2e%2E/demo': '/h5-page/h5/demo',
      '/h5-page/H5/demo': '/h5-page/h5/demo',
      '/h5-page/invitefriends/REGISTER': '/h5-page/InviteFriends/register',
      '/h5-page/h5/%e6%98%a5': '/h5-page/h5/%E6%98%A5',
      '/h5-page/h5/%61%3a': '/h5-page/h5/a:',
      '/h5-page/APP/user/': '/h5-page/app/user',
    };
    for (const [path, canonical] of Object.entries(cases)) {
      expect(canonicalPath(path), path).toBe(canonical);
      expect(canonicalPath(canonical), canonical).toBe(canonical);
      expect(matchRoute(canonical).route, canonical).not.toBe('notFound');
    }
  });

  it('answers null where no page is, dot segments included', () => {
    for (const path of [
      '/',
      '/h5-page',
      '/h5-page/',
      '/h5-page/h5',
      '/h5-page/h5/.',
      '/h5-page/h5/demo/..',
      '/h5-page/../admin/',
      '/h5-page/nowhere',
      '/h5-page/h5/%E0%A4%A',
    ])
      expect(canonicalPath(path), path).toBeNull();
  });
});
