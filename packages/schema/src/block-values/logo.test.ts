import { describe, expect, it } from 'vitest';
import { formatPath } from '../format-path.ts';
import { issueMessage } from '../issue-message.ts';
import { logoValueSchema } from './logo.ts';

function problems(value: unknown): string[] {
  const result = logoValueSchema.safeParse(value, { error: issueMessage });
  return result.success
    ? []
    : result.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`);
}

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
