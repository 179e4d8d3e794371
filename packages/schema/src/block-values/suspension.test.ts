import { describe, expect, it } from 'vitest';
import { suspensionValueSchema } from './suspension.ts';
import { problemsOf } from '#test/problems-of.ts';

const problems = (value: unknown) => problemsOf(suspensionValueSchema, value);

describe('suspension align', () => {
  it('takes start, center and end (corners of the side containers), unset by default', () => {
    for (const align of ['start', 'center', 'end']) {
      expect(problems({ position: 'right', align })).toEqual([]);
    }
    expect(suspensionValueSchema.parse({ position: 'left' })).toEqual({ position: 'left' });
  });

  it('rejects any other align', () => {
    expect(problems({ align: 'bottom' })).toEqual([
      'align: expected one of "start", "center", "end"',
    ]);
  });
});
