import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ROUTES } from './constants.ts';
import { routePageCode } from './route-page-code.ts';

describe('routePageCode', () => {
  it('joins sub-routes with - and drops parameters', () => {
    expect(routePageCode('/stockCompetition')).toBe('stockCompetition');
    expect(routePageCode('/simulateTrading/detail')).toBe('simulateTrading-detail');
    expect(routePageCode('/InviteFriends/register')).toBe('InviteFriends-register');
    expect(routePageCode('/cpmj/details/:name')).toBe('cpmj-details');
  });

  it('gives every campaign route a page code of its own', () => {
    const codes = CAMPAIGN_ROUTES.map(routePageCode);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
