/**
 * What a builder account's user name and password must be: the server's request schemas check
 * them, and the builder's forms say so before sending.
 */

export const USER_NAME_PATTERN = /^[A-Za-z0-9_.-]{2,32}$/;
export const USER_NAME_RULE = '用户名为 2 到 32 个字符，只能包含字母、数字和“_”“.”“-”';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_RULE = `密码为 ${PASSWORD_MIN_LENGTH} 到 ${PASSWORD_MAX_LENGTH} 个字符`;

/** The refusal of a password, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password === '') return '请输入密码';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return PASSWORD_RULE;
  }
  return null;
}
