import { describe, expect, it } from 'vitest';
import { issueMessage } from '../issue-message.ts';
import { formatPath } from '../format-path.ts';
import { retainPopupValueSchema } from './retain-popup.ts';

function problems(value: unknown): string[] {
  const result = retainPopupValueSchema.safeParse(value, { error: issueMessage });
  return result.success
    ? []
    : result.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`);
}

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
