import type { Db } from '../../store/open-database.ts';
import { createLeadRepository } from './lead-repository.ts';
import type { LeadRepository } from './lead-repository.ts';
import { createPrivacyStatementRepository } from './privacy-statement-repository.ts';
import type { PrivacyStatementRepository } from './privacy-statement-repository.ts';
import { createSmsCodeRepository } from './sms-code-repository.ts';
import type { SmsCodeRepository } from './sms-code-repository.ts';
import { createUserRepository } from './user-repository.ts';
import type { UserRepository } from './user-repository.ts';

/** The accounts domain's repositories: users, SMS codes, leads and the privacy statement. */
export interface AccountsStore {
  users: UserRepository;
  smsCodes: SmsCodeRepository;
  leads: LeadRepository;
  privacyStatements: PrivacyStatementRepository;
}

export function createAccountsStore(db: Db): AccountsStore {
  return {
    users: createUserRepository(db),
    smsCodes: createSmsCodeRepository(db),
    leads: createLeadRepository(db),
    privacyStatements: createPrivacyStatementRepository(db),
  };
}
