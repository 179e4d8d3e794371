import { readFileSync } from 'node:fs';

/** The shortest password production accepts for the first account. */
export const STRONG_PASSWORD_MIN_LENGTH = 12;

// Two directories below packages/server, from source and from the bundle alike.
const LIST_URL = new URL('../../assets/common-passwords.txt', import.meta.url);

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(LIST_URL, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
};

/** Without the digits and signs at either end: `password` of `!password2024`. */
const strip = (text: string) => text.replace(/^[^a-z]+|[^a-z]+$/g, '');

/**
 * Why `password` is too weak to guard a production builder, or null: shorter than
 * {@link STRONG_PASSWORD_MIN_LENGTH}, too few different characters, or a common password
 * (the shipped list, also with digits or signs added at either end, or in 1337 spelling).
 * Never includes the password itself.
 */
export function weakPasswordReason(password: string): string | null {
  if ([...password].length < STRONG_PASSWORD_MIN_LENGTH) {
    return `shorter than ${STRONG_PASSWORD_MIN_LENGTH} characters`;
  }
  const lower = password.toLowerCase();
  if (new Set(lower).size < 5) return 'made of fewer than 5 different characters';
  const core = strip(lower);
  const candidates = [
    lower,
    core,
    core.replace(/[0134@5$]/g, (c) => LEET[c] ?? c),
    strip(lower.replace(/[@$]/g, (c) => LEET[c] ?? c)),
  ];
  const list = commonPasswords();
  if (candidates.some((candidate) => list.has(candidate))) {
    return 'a common password';
  }
  return null;
}
