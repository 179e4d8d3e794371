import type { FastifyInstance } from 'fastify';
import { checked, positiveIntField } from '../core/fields.ts';
import { AppError } from '../errors.ts';

/**
 * The body field `consent_version` of every call that takes a visitor's personal data (a lead, a
 * login or registration, a registration or request form): the version of the personal-information
 * statement the visitor ticked 我已阅读并同意 for (`GET privacy/v1/statement`'s `version`).
 * Missing or not a positive integer: 400 naming the field. Declared last in a body, so a request
 * wrong in any other way is told that first, as the forms check consent last too.
 */
export const consentVersionField = () =>
  checked((value) => {
    const version = positiveIntField(value);
    if (version === null) throw new AppError('LEAD_CONSENT_REQUIRED');
    return version;
  }, '访客勾选同意的《个人信息保护声明》版本号（GET privacy/v1/statement 的 version）');

/**
 * Consent counts only to the statement in force: the forms read it fresh when the visitor needs
 * it (never from cached HTML), so another version means it changed during the visit, and the
 * visitor must see the new text before agreeing (LEAD_CONSENT_OUTDATED). Resolves the version, to
 * be stored with what the call stores.
 */
export async function requireCurrentConsent(
  app: FastifyInstance,
  version: number,
): Promise<number> {
  const statement = await app.accounts.privacyStatements.current();
  if (version !== statement.version) throw new AppError('LEAD_CONSENT_OUTDATED');
  return version;
}
