import { describe, expect, it } from 'vitest';
import { iconValueSchema } from './icon.ts';
import { problemsOf } from '#test/problems-of.ts';

const problems = (value: unknown) => problemsOf(iconValueSchema, value);

describe('icon value', () => {
  it('takes text, position and size beside url, alt and action, with no defaults added', () => {
    const value = {
      url: '/i.png',
      alt: '规则',
      text: '活动规则',
      position: 'right',
      size: 88,
      action: { type: 3, popupId: 'rules' },
      isNeedLogin: false,
    };
    expect(iconValueSchema.parse(value)).toEqual(value);
    expect(iconValueSchema.parse({ text: '我的奖品' })).toEqual({ text: '我的奖品' });
  });

  it('rejects other positions, sizes out of range and non-string text', () => {
    expect(problems({ position: 'top', size: 0, text: 1 })).toEqual([
      'text: expected a string',
      'position: expected one of "left", "center", "right"',
      'size: expected a number >= 1',
    ]);
    expect(problems({ size: 751 })).toEqual(['size: expected a number <= 750']);
  });
});
