import { describe, expect, it, vi } from 'vitest';
import { withPictureSize } from './picture-size.ts';

const HASH = 'a'.repeat(64);
const listMedia = vi.fn(async () => [
  { url: `/media/${HASH}.png`, hash: HASH, type: 'image/png', size: 1, width: 750, height: 420 },
]);
vi.mock('../../api/admin-api.ts', () => ({ adminApi: { listMedia: () => listMedia() } }));

const block = (value: Record<string, unknown>) => ({ props: { value } });
const DEFAULT = { url: '/seed-assets/demo.svg', width: 750, pictureWidth: 750, pictureHeight: 360 };

describe('an image block records its picture’s pixels when the picture changes', () => {
  it('takes a 750×420 upload’s size from the media library: the block is no longer 360 high', async () => {
    const next = await withPictureSize(block({ ...DEFAULT, url: `/media/${HASH}.png` }), {
      lastData: block(DEFAULT),
    });
    expect(next.props.value).toEqual({
      url: `/media/${HASH}.png`,
      width: 750,
      pictureWidth: 750,
      pictureHeight: 420,
    });
    // Any URL of the same file, absolute too, is the same file.
    const absolute = await withPictureSize(
      block({ ...DEFAULT, url: `https://h5.example.com/media/${HASH}.png?v=2` }),
      { lastData: block(DEFAULT) },
    );
    expect(absolute.props.value).toMatchObject({ pictureWidth: 750, pictureHeight: 420 });
    expect(listMedia).toHaveBeenCalledTimes(1);
  });

  it('leaves a page as loaded, and the pixels as they are while the picture stays', async () => {
    const loaded = block({ url: '/a.png', width: 750, height: 360 });
    expect(await withPictureSize(loaded, { lastData: null })).toBe(loaded);
    const same = block({ ...DEFAULT, alt: '新的替代文字' });
    expect(await withPictureSize(same, { lastData: block(DEFAULT) })).toBe(same);
  });

  it('forgets the pixels when the picture is removed', async () => {
    const next = await withPictureSize(block({ ...DEFAULT, url: '' }), {
      lastData: block(DEFAULT),
    });
    expect(next.props.value).toEqual({ url: '', width: 750 });
  });
});
