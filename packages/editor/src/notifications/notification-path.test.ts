import { describe, expect, it } from 'vitest';
import { matchRoute } from '../shell/routes.ts';
import { notificationPath } from './notification-path.ts';

describe('where a notification opens', () => {
  it('opens a page on its canvas, a review request, or the webhooks', () => {
    expect(matchRoute(notificationPath({ screen: 'page', code: 'spring 2' }))).toEqual({
      name: 'pageEditor',
      params: { code: 'spring 2' },
    });
    expect(matchRoute(notificationPath({ screen: 'review', id: 12 }))).toEqual({
      name: 'review',
      params: { id: '12' },
    });
    expect(matchRoute(notificationPath({ screen: 'webhooks' }))).toEqual({
      name: 'webhooks',
      params: {},
    });
  });
});
