import { describe, expect, it } from 'vitest';
import { phonePictureSizes, phonePictureSrcSet } from './phone-picture.ts';

const HASH = 'a'.repeat(64);

describe('phonePictureSrcSet', () => {
  it('offers a media picture at each phone width, the widest by its own URL', () => {
    expect(phonePictureSrcSet(`/media/${HASH}.png`)).toBe(
      `/media/${HASH}.png?w=240 240w, /media/${HASH}.png?w=480 480w, /media/${HASH}.png 750w`,
    );
    expect(phonePictureSrcSet(`/media/${HASH}.jpg`)).toContain('240w');
    expect(phonePictureSrcSet(`/media/${HASH}.webp`)).toContain('480w');
  });

  it('sizes a picture by its share of the page column', () => {
    expect(phonePictureSizes(1)).toBe('(max-width: 750px) 100vw, 750px');
    expect(phonePictureSizes(1 / 3)).toBe('(max-width: 750px) 33.3vw, 250px');
    expect(phonePictureSizes(2)).toBe('(max-width: 750px) 100vw, 750px');
  });

  it('leaves every other picture alone', () => {
    for (const url of [
      '/seed-assets/demo.svg',
      `/media/${HASH}.svg`,
      `/media/${HASH}.gif`,
      `/media/${HASH}.png?w=240`,
      `https://cdn.example/media/${HASH}.png`,
      '/media/short.png',
      '',
    ])
      expect(phonePictureSrcSet(url), url).toBeUndefined();
  });
});
