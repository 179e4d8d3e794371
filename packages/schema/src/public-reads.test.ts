import { describe, expect, it } from 'vitest';
import { API_PATHS } from './constants/gateway.ts';
import { courseRead, productCardRead, publicReadKey, publicReadsOf } from './public-reads.ts';

describe('publicReadKey', () => {
  it('sorts the query and leaves out absent values', () => {
    expect(publicReadKey({ path: '/a', query: { z: 1, a: 'x y', m: undefined } })).toBe(
      '/a?a=x+y&z=1',
    );
    expect(publicReadKey({ path: '/a', query: {} })).toBe('/a');
  });
});

describe('block reads', () => {
  it('course: the calendar by days, or the videos by category and limit', () => {
    expect(courseRead({ view: 'calendar', days: 5 })).toEqual({
      path: API_PATHS.LIVE_ACTIVITIES_CALENDAR,
      query: { days: 5 },
    });
    expect(courseRead({ view: 'videos', category: '', limit: 4 })).toEqual({
      path: API_PATHS.VIDEO_LIST,
      query: { category: undefined, limit: 4 },
    });
  });

  it('product cards: by topic or by codes (spaces dropped); nothing to read without either', () => {
    expect(productCardRead({ topic: 'jjfz', codes: '' })).toEqual({
      path: API_PATHS.TOPIC_PRODUCTS,
      query: { topic: 'jjfz', codes: undefined },
    });
    expect(publicReadKey(productCardRead({ codes: ' 510300, 159915 ' })!)).toBe(
      `${API_PATHS.TOPIC_PRODUCTS}?codes=510300%2C159915`,
    );
    expect(productCardRead({ topic: '', codes: '  ' })).toBeNull();
  });

  it('a page: every block with a read, children included, each read once', () => {
    const course = { name: 'course', value: { view: 'calendar', days: 7 }, children: [] };
    const reads = publicReadsOf([
      course,
      { name: 'button', value: { text: '立即领取' }, children: [] },
      {
        name: 'popup',
        value: { id: 'p' },
        children: [course, { name: 'productCard', value: { topic: 't' }, children: [] }],
      },
      { name: 'productCard', value: { topic: '', codes: '' }, children: [] },
    ]);
    expect(reads.map(publicReadKey)).toEqual([
      `${API_PATHS.LIVE_ACTIVITIES_CALENDAR}?days=7`,
      `${API_PATHS.TOPIC_PRODUCTS}?topic=t`,
    ]);
  });
});
