import { describe, expect, it } from 'vitest';
import { buttonValueSchema } from './button.ts';
import { problemsOf } from '#test/problems-of.ts';

const problems = (value: unknown) => problemsOf(buttonValueSchema, value);

describe('button size and colours', () => {
  it('takes width and height in design px and CSS colours, adding no defaults', () => {
    const value = {
      type: 'text',
      text: '立即领取',
      width: 560,
      height: 96,
      color: '#fff',
      background: 'rgb(232, 53, 46)',
      backgroundTo: 'orange',
    };
    expect(buttonValueSchema.parse(value)).toEqual(value);
    expect(buttonValueSchema.parse({ text: 'a' })).toEqual({ type: 'text', text: 'a' });
  });

  it('rejects sizes out of range and anything that is not a colour', () => {
    expect(
      problems({
        width: 0,
        height: 751,
        color: 'red; position: fixed',
        background: 'url(x.png)',
        backgroundTo: 3,
      }),
    ).toEqual([
      'width: expected a number >= 1',
      'height: expected a number <= 750',
      'color: expected a CSS colour (#rrggbb, rgb(), hsl() or a name)',
      'background: expected a CSS colour (#rrggbb, rgb(), hsl() or a name)',
      'backgroundTo: expected a string',
    ]);
  });
});
