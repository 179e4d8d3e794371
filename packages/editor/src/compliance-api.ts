import type { CompliancePhrase } from '@h5-page/blocks/compliance/compliance-problem';
import { call } from './admin-api.ts';

/** The phrase list in force (`GET /admin/api/compliance/phrases`). */
export interface PhraseListInfo {
  phrases: CompliancePhrase[];
  updated_at: string | null;
  updated_by: string | null;
  /** REDIRECT_ALLOW_HOSTS: hosts besides this site links may lead to. */
  allow_hosts: string[];
}

/** The compliance calls of the admin API (docs/admin-api.md). */
export const complianceApi = {
  phrases: () => call<PhraseListInfo>('GET', '/compliance/phrases'),
  savePhrases: (phrases: readonly CompliancePhrase[]) =>
    call<PhraseListInfo>('PUT', '/compliance/phrases', { phrases }),
};
