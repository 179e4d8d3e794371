import type { experimentAnswer, ExperimentInfo } from '@h5-page/schema/admin-api/experiments';
import type { savedDraftAnswer } from '@h5-page/schema/admin-api/pages';
import { call } from '../api/admin-api.ts';
import type { StatsPeriodRange } from '../api/admin-api.ts';

export type { VariantFigures } from '@h5-page/schema/admin-api/experiments';
/** `GET /admin/api/pages/:code/experiment`. */
export type ExperimentReport = ExperimentInfo;

const page = (code: string) => `/pages/${encodeURIComponent(code)}`;

export const experimentApi = {
  /**
   * The experiment's figures: of analysis period `period` (its number; null: the latest), all of
   * it or the days of `range`. `lift` (per cent) is the relative lift its plan is for.
   */
  report: (code: string, range: StatsPeriodRange | null, lift: number, period: number | null) =>
    call<typeof experimentAnswer>(
      'GET',
      `${page(code)}/experiment?lift=${lift}${period === null ? '' : `&period=${period}`}${range ? `&from=${range.from}&to=${range.to}` : ''}`,
    ),
  /** The live version's variant `key` becomes the draft's page, without variants. */
  promote: (code: string, key: string) =>
    call<typeof savedDraftAnswer>(
      'POST',
      `${page(code)}/variants/${encodeURIComponent(key)}/promote`,
    ),
};
