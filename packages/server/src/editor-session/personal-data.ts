import { roleCan } from '@h5-page/schema/editor-roles';
import { AppError } from '../errors.ts';
import type { Editor } from './editor-repository.ts';
import { maskName, maskPhone } from '@h5-page/schema/personal-masks';

/**
 * The one rule for visitors' personal data on every admin read and export (lead lists, sign-up
 * screens, the campaign tables, CSV): what kind each personal field is, how it looks masked, and
 * who may see it whole. Editors and reviewers always see masked values; publishers and admins
 * see whole values in a CSV export and on a screen when they ask for them (`whole=1`), and each
 * such release is recorded (`recordPersonalRelease`).
 */
export type PersonalKind = 'phone' | 'name' | 'account' | 'id' | 'address';

const stars = (n: number) => '*'.repeat(Math.max(0, n));

const MASKS: Record<PersonalKind, (value: string) => string> = {
  phone: maskPhone,
  name: maskName,
  // A fund account or card number: the first two and last two (six or more: 12****89).
  account: (value) =>
    value.length < 6 ? stars(value.length) : `${value.slice(0, 2)}****${value.slice(-2)}`,
  // An ID number: the first three and last four (110***********1234).
  id: (value) =>
    value.length < 8
      ? stars(value.length)
      : `${value.slice(0, 3)}${stars(value.length - 7)}${value.slice(-4)}`,
  // An address: the first six characters (province and city), the rest hidden.
  address: (value) => {
    const chars = [...value];
    return chars.length <= 6
      ? `${chars.slice(0, 2).join('')}****`
      : `${chars.slice(0, 6).join('')}****`;
  },
};

/** A personal value as an editor sees it; empty and absent values stay as they are. */
export function maskPersonal(kind: PersonalKind, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return value ?? null;
  return MASKS[kind](value);
}

/**
 * Keys of the free-form maps visitors submit (brokerage forms) that hold personal data. A key
 * not named here is not personal (branch, remark).
 */
export const PERSONAL_KEYS: Readonly<Record<string, PersonalKind>> = {
  handset: 'phone',
  phone: 'phone',
  mobile: 'phone',
  real_name: 'name',
  name: 'name',
  nick_name: 'name',
  fund_account: 'account',
  account: 'account',
  bank_card: 'account',
  id_card: 'id',
  id_number: 'id',
  address: 'address',
};

/** A visitor-submitted map with its personal keys masked (or kept whole). */
export function maskPersonalMap(
  fields: Record<string, unknown> | null,
  whole: boolean,
): Record<string, unknown> | null {
  if (!fields || whole) return fields;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const kind = PERSONAL_KEYS[key];
    out[key] = kind && typeof value === 'string' ? maskPersonal(kind, value) : value;
  }
  return out;
}

/** Whether an export shows whole values: publishers (and admins) only. */
export function exportsWhole(editor: Editor | null): boolean {
  return roleCan(editor?.role, 'publish');
}

/**
 * Whether a screen's read shows whole values: only when a publisher asks (`whole=1`); an editor
 * asking is refused, never silently masked, so the builder knows the right is missing.
 */
export function readsWhole(editor: Editor | null, asked: boolean): boolean {
  if (!asked) return false;
  if (!roleCan(editor?.role, 'publish')) throw new AppError('ADMIN_ROLE_REQUIRED');
  return true;
}
