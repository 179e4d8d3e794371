/**
 * How a visitor's phone number and name look wherever someone else may read them (the lists of
 * buyers and invitees visitors see, the builder's lead and sign-up screens, the audit trail, the
 * code dialog). One rule for the server and the browser, so that no screen shows more than another.
 */

/** What stands in for a value that is not the shape we mask piece by piece: nothing of it shows. */
const HIDDEN_PHONE = '***********';
const HIDDEN_NAME = '**';

const ELEVEN_DIGITS = /^\d{11}$/;

/**
 * `13812345678` → `138****5678`. Anything but eleven digits (a landline, a `+86` prefix, junk) is
 * hidden whole, never shown in clear: a value we cannot split is a value we cannot half-hide.
 * Empty stays empty (nothing to hide).
 */
export function maskPhone(phone: string): string {
  const text = phone.trim();
  if (text === '') return '';
  return ELEVEN_DIGITS.test(text) ? `${text.slice(0, 3)}****${text.slice(7)}` : HIDDEN_PHONE;
}

/**
 * `张三` and `张三丰` → `张**`: the first character and two stars, whatever the length, so the
 * mask does not tell how long the name is; a name of one character is hidden whole (`**`).
 * Empty (or blank) stays empty.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '';
  return chars.length === 1 ? HIDDEN_NAME : `${chars[0]}${HIDDEN_NAME}`;
}
