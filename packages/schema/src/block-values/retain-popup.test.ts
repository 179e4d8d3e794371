import { describe, expect, it } from 'vitest';
import { retainPopupValueSchema } from './retain-popup.ts';
import { problemsOf } from '#test/problems-of.ts';

const problems = (value: unknown) => problemsOf(retainPopupValueSchema, value);

describe('retainPopup trigger', () => {
  it("takes 'leave' and 'load' and leaves it unset by default (the block reads unset as 'leave')", () => {
    expect(problems({ trigger: 'leave' })).toEqual([]);
    expect(problems({ trigger: 'load' })).toEqual([]);
    expect(retainPopupValueSchema.parse({})).toEqual({});
  });

  it('rejects any other trigger', () => {
    expect(problems({ trigger: 'scroll' })).toEqual(['trigger: expected one of "leave", "load"']);
  });
});
