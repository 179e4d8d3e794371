import { describe, expect, it } from 'vitest';
import { shareCard } from './share-card.ts';

const PAGE = {
  title: '新春理财节',
  meta: { keywords: '', description: '投顾策略限时 5 折' },
  page_schema: [
    { name: 'button', value: { text: '领取' }, children: [] },
    {
      name: 'popup',
      value: { id: 'p1' },
      children: [{ name: 'image', value: { url: '/media/popup.png' }, children: [] }],
    },
    {
      name: 'scrollView',
      value: {},
      children: [{ name: 'image', value: { url: '/media/first.png' }, children: [] }],
    },
    { name: 'image', value: { url: 'https://cdn.example.com/second.png' }, children: [] },
  ],
};

describe('shareCard', () => {
  it('falls back to the page title, the meta description and the first picture shown', () => {
    expect(shareCard(PAGE, 'https://h5.example.com')).toEqual({
      title: '新春理财节',
      desc: '投顾策略限时 5 折',
      image: 'https://h5.example.com/media/first.png',
    });
  });

  it('uses what the share card sets, the picture made absolute', () => {
    expect(
      shareCard(
        { ...PAGE, share: { title: '送你一份开年礼', desc: '', image: '/media/card.png' } },
        'http://127.0.0.1:3111',
      ),
    ).toEqual({
      title: '送你一份开年礼',
      desc: '投顾策略限时 5 折',
      image: 'http://127.0.0.1:3111/media/card.png',
    });
  });

  it('has no picture for a page without one, and never a data: URL', () => {
    const card = shareCard({
      ...PAGE,
      page_schema: [{ name: 'image', value: { url: 'data:image/png;base64,AA==' }, children: [] }],
    });
    expect(card.image).toBe('');
  });
});
