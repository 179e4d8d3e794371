import { describe, expect, it } from 'vitest';
import { TRIED_NAME_MAX, failedSignInEntry, triedName } from './failed-sign-in-entry.ts';

describe('a failed sign-in in the audit trail', () => {
  it('is under the name tried, marked unverified, never with the password', () => {
    expect(failedSignInEntry('alice', 'wrong_password', '10.0.0.1')).toEqual({
      actor: 'alice',
      action: 'session.sign_in_failed',
      detail: { reason: 'wrong_password', ip: '10.0.0.1', unverified: true },
    });
  });

  it('shows the name on one line with nothing hidden, and bounded', () => {
    expect(triedName('eve\u202egnp.exe')).toBe('eve\uFFFDgnp.exe');
    expect(triedName('a\u2028b\u200dc')).toBe('a\uFFFDb\uFFFDc');
    expect(triedName('管理员')).toBe('管理员');
    const long = triedName('😀'.repeat(100));
    expect([...long]).toHaveLength(TRIED_NAME_MAX);
    expect(long.endsWith('😀…')).toBe(true);
    expect(triedName(' \u200b ')).toBe(' \uFFFD ');
    expect(triedName('   ')).toBe('(空白)');
  });
});
