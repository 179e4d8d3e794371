import type { PhraseEntry, phrasesAnswer } from '@h5-page/schema/admin-api/compliance';
import { call } from './admin-api.ts';

/** The phrase list in force (`GET /admin/api/compliance/phrases`). */
export type { PhraseList as PhraseListInfo } from '@h5-page/schema/admin-api/compliance';

/** The compliance calls of the admin API (docs/admin-api.md). */
export const complianceApi = {
  phrases: () => call<typeof phrasesAnswer>('GET', '/compliance/phrases'),
  savePhrases: (phrases: readonly PhraseEntry[]) =>
    call<typeof phrasesAnswer>('PUT', '/compliance/phrases', { phrases }),
};
