import { describe, expect, it } from 'vitest';
import type { Block } from '@h5-page/schema/page';
import { testPage } from '#test/support/pages.ts';
import { THUMBNAIL_MAX_PICTURES, pageThumbnail } from './page-thumbnail.ts';
import type { PictureLoader, ThumbnailPicture } from './page-thumbnail.ts';

const PICTURE: ThumbnailPicture = { type: 'image/png', data: Buffer.from('png-bytes') };
const EMBEDDED = `data:image/png;base64,${PICTURE.data.toString('base64')}`;

/** A loader that finds only `found` and records every URL it was asked. */
function loader(found: readonly string[] = []): PictureLoader & { asked: string[] } {
  const asked: string[] = [];
  const load = async (url: string) => {
    asked.push(url);
    return found.includes(url) ? PICTURE : null;
  };
  return Object.assign(load, { asked });
}

const block = (name: string, value: Record<string, unknown> = {}): Block => ({
  name,
  value,
  children: [],
});
const image = (url: string, height = 300) => block('image', { url, width: 750, height });
const count = (text: string, part: string) => text.split(part).length - 1;
/** The texts drawn, in order (the SVG's <title> first). */
const texts = (svg: string) => [...svg.matchAll(/<(?:text|title)[^>]*>([^<]*)</g)].map((m) => m[1]);

describe('page thumbnail', () => {
  it('draws the title, the first pictures embedded and other blocks as named outlines', async () => {
    const load = loader(['/media/a.png']);
    const svg = await pageThumbnail(
      testPage('thumb', {
        title: '春季活动',
        page_schema: [image('/media/a.png'), block('countdown'), block('button')],
      }),
      load,
    );
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(load.asked).toEqual(['/media/a.png']);
    expect(count(svg, EMBEDDED)).toBe(1);
    expect(texts(svg)).toEqual(['春季活动', '倒计时', '按钮', '春季活动']);
    // Nothing but the embedded picture: an SVG shown as an image loads nothing else.
    expect(svg).not.toMatch(/href="(?!data:)/);
  });

  it('outlines a picture that is missing, or whose loader fails, and still draws the page', async () => {
    const failing: PictureLoader = async (url) => {
      if (url === '/media/broken.png') throw new Error('read failed');
      return null;
    };
    const svg = await pageThumbnail(
      testPage('missing', {
        page_schema: [image('/media/gone.png'), image('/media/broken.png')],
      }),
      failing,
    );
    expect(svg).not.toContain('<image');
    expect(texts(svg).filter((text) => text === '图片')).toHaveLength(2);
  });

  it('never embeds what a loader answers that is not a picture type', async () => {
    const odd: PictureLoader = async () => ({
      type: 'text/html"><script>alert(1)</script>',
      data: Buffer.from('x'),
    });
    const svg = await pageThumbnail(testPage('odd', { page_schema: [image('/x.png')] }), odd);
    expect(svg).not.toContain('<image');
    expect(svg).not.toContain('<script');
  });

  it('asks for a few pictures at most, found or not, and none below the first screen', async () => {
    const many = Array.from({ length: 10 }, (_, i) => image(`/media/${i}.png`, 100));
    const load = loader();
    await pageThumbnail(testPage('many', { page_schema: many }), load);
    expect(load.asked).toEqual(
      Array.from({ length: THUMBNAIL_MAX_PICTURES }, (_, i) => `/media/${i}.png`),
    );

    const tall = loader();
    await pageThumbnail(
      testPage('tall', {
        page_schema: [block('empty', { height: 3000 }), image('/media/low.png')],
      }),
      tall,
    );
    expect(tall.asked).toEqual([]);
  });

  it('draws a background picture behind the blocks, and a background colour', async () => {
    const load = loader(['/seed-assets/bg.png']);
    const svg = await pageThumbnail(
      testPage('bg', { background: '/seed-assets/bg.png', page_schema: [block('button')] }),
      load,
    );
    expect(load.asked).toEqual(['/seed-assets/bg.png']);
    const behind = svg.indexOf(`<image href="${EMBEDDED}"`);
    expect(behind).toBeGreaterThan(0);
    expect(behind).toBeLessThan(svg.indexOf('按钮'));

    const coloured = await pageThumbnail(testPage('red', { background: '#cf2b24' }), loader());
    expect(coloured).toContain('fill="#cf2b24"');
  });

  it('says a page with only popups is empty but for them, and counts them', async () => {
    const load = loader(['/media/pop.png']);
    const svg = await pageThumbnail(
      testPage('popups', {
        page_schema: [
          { name: 'popup', value: { id: 'p1' }, children: [image('/media/pop.png')] },
          block('retainPopup', { image: '/media/pop.png' }),
        ],
      }),
      load,
    );
    // What a popup holds is not on the first screen.
    expect(load.asked).toEqual([]);
    expect(texts(svg)).toContain('正文为空，只有弹窗');
    expect(texts(svg)).toContain('含 2 个弹窗');

    const blank = await pageThumbnail(testPage('blank', { page_schema: [] }), loader());
    expect(texts(blank)).toContain('空白页面');
    expect(blank).not.toContain('弹窗');
  });

  it('draws a floating bar at its edge, wherever it sits in the list', async () => {
    const svg = await pageThumbnail(
      testPage('bar', {
        page_schema: [block('suspension', { position: 'bottom' }), block('button')],
      }),
      loader(),
    );
    const drawn = texts(svg);
    expect(drawn).toContain('悬浮栏');
    // The page's own blocks come first; the bar is drawn over them.
    expect(drawn.indexOf('按钮')).toBeLessThan(drawn.indexOf('悬浮栏'));
    expect(drawn).not.toContain('空白页面');
  });

  it('escapes the title and block names', async () => {
    const svg = await pageThumbnail(
      testPage('escape', {
        title: '<script>alert("x")</script> & 活动',
        page_schema: [block('<img onerror=x>')],
      }),
      loader(),
    );
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 活动');
  });
});
