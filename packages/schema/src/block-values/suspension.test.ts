import { describe, expect, it } from 'vitest';
import { issueMessage } from '../issue-message.ts';
import { formatPath } from '../format-path.ts';
import { suspensionValueSchema } from './suspension.ts';

function problems(value: unknown): string[] {
  const result = suspensionValueSchema.safeParse(value, { error: issueMessage });
  return result.success
    ? []
    : result.error.issues.map((i) => `${formatPath(i.path)}: ${i.message}`);
}

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
