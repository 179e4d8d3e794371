import { describe, expect, it } from 'vitest';
import { logoValueSchema } from './logo.ts';
import { problemsOf } from '#test/problems-of.ts';

const problems = (value: unknown) => problemsOf(logoValueSchema, value);

describe('logo value', () => {
  it('takes a position (left or center) and a height, with no defaults added', () => {
    const value = { url: '/logo.png', alt: '牛8', position: 'center', height: 64 };
    expect(logoValueSchema.parse(value)).toEqual(value);
    expect(logoValueSchema.parse({})).toEqual({});
  });

  it('rejects other positions and heights', () => {
    expect(problems({ position: 'right', height: '56' })).toEqual([
      'position: expected one of "left", "center"',
      'height: expected a number',
    ]);
  });
});
