import { describe, expect, it } from 'vitest';
import { swiperValueSchema } from './swiper.ts';
import { problemsOf } from '#test/problems-of.ts';

const problems = (value: unknown) => problemsOf(swiperValueSchema, value);

describe('swiper slide size', () => {
  it('takes the slide images width and height in design px', () => {
    expect(problems({ width: 750, height: 300 })).toEqual([]);
    expect(swiperValueSchema.parse({ width: 690, height: 280 })).toEqual({
      type: 'normal',
      list: [],
      width: 690,
      height: 280,
    });
  });

  it('rejects sizes that are not positive numbers', () => {
    expect(problems({ width: 0, height: '300' })).toEqual([
      'width: expected a number > 0',
      'height: expected a number',
    ]);
  });
});
