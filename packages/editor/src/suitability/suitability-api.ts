import type {
  suitabilityMatchesAnswer,
  SuitabilityFilters,
} from '@h5-page/schema/admin-api/suitability';
import { call } from '../api/admin-api.ts';

export type {
  SuitabilityFilters,
  SuitabilityMatchInfo,
} from '@h5-page/schema/admin-api/suitability';

const query = (filters: SuitabilityFilters) =>
  Object.entries(filters)
    .filter((entry) => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

export const suitabilityApi = {
  /** Newest first, at most 500. */
  matches: (filters: SuitabilityFilters) =>
    call<typeof suitabilityMatchesAnswer>('GET', `/suitability/matches?${query(filters)}`),
};
