import { describe, expect, it } from 'vitest';
import { backgroundStyle } from '@h5-page/schema/page-background';
import { clientBackgroundStyle } from './client-background.ts';

describe('clientBackgroundStyle', () => {
  it('agrees with the schema on every valid background', () => {
    for (const value of [
      '',
      '#f5f5f5',
      '#FFF',
      'red',
      'transparent',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,0.5)',
      'hsl(120 50% 50%)',
      'https://cdn.example.com/bg.png',
      'http://cdn.example.com/a/b.jpg?x=1',
      '/static/bg.png',
    ]) {
      expect(clientBackgroundStyle(value), value).toEqual(backgroundStyle(value));
    }
  });

  it('never builds an image URL that could break out of url("…")', () => {
    expect(clientBackgroundStyle('https://x.test/a") , url("https://evil.test/b')).toEqual({});
    expect(clientBackgroundStyle('/a b.png')).toEqual({});
  });
});
