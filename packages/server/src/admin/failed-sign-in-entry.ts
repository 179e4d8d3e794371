import type { AuditRecord } from '../audit/audit-repository.ts';

/** Characters of a tried user name the trail keeps at most (an account's name has 32). */
export const TRIED_NAME_MAX = 64;

// Control, format (direction overrides, zero widths), unassigned, private-use and surrogate code
// points, and line and paragraph separators: whoever reads the trail, the builder, the CSV or a
// log sees a name exactly as it was typed, on one line, with nothing hidden in it.
const UNSHOWABLE = /[\p{C}\p{Zl}\p{Zp}]/gu;

/** A user name someone typed, as the trail shows it: visible characters only, bounded. */
export function triedName(user: string): string {
  const characters = [...user.replace(UNSHOWABLE, '\uFFFD')];
  const shown =
    characters.length > TRIED_NAME_MAX
      ? `${characters.slice(0, TRIED_NAME_MAX - 1).join('')}…`
      : characters.join('');
  return shown.trim() === '' ? '(空白)' : shown;
}

/**
 * A refused sign-in, under the name that was tried: who was targeted shows in the actor column
 * and its filter. Nobody proved to be that account, so the entry says `unverified`, and its
 * action reads 登录失败.
 */
export function failedSignInEntry(user: string, reason: string, ip: string): AuditRecord {
  return {
    actor: triedName(user),
    action: 'session.sign_in_failed',
    detail: { reason, ip, unverified: true },
  };
}
