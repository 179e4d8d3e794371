import { call } from '../admin-api.ts';
import type { SavedDraft, StatsPeriodRange } from '../admin-api.ts';

/** One variant's figures in an experiment's answer (CONTRACT section 8). */
export interface VariantFigures {
  key: string;
  weight: number;
  unique_visitors: number;
  clicks: number;
  leads: number;
  /** Leads per unique visitor, 0..1, with its Wilson 95 % interval. */
  conversion: number;
  conversion_low: number;
  conversion_high: number;
  /** Against the control; null for the control, or with too few visitors. */
  p_value: number | null;
  significant: boolean;
}

/** `GET /admin/api/pages/:code/experiment`. */
export interface ExperimentReport {
  /** The live version has variants: figures are being collected. */
  live: boolean;
  version: number | null;
  from: string | null;
  to: string | null;
  /** The test the server ran: `two-proportion z-test, Holm-corrected, alpha 0.05`. */
  test: string;
  variants: VariantFigures[];
  /** The winning variant's key, or null. */
  winner: string | null;
  /** Why there is or is not a winner, in Chinese. */
  reason: string;
}

const page = (code: string) => `/pages/${encodeURIComponent(code)}`;

export const experimentApi = {
  /** The experiment's figures; without a range, since its version went live. */
  report: (code: string, range: StatsPeriodRange | null) =>
    call<ExperimentReport>(
      'GET',
      `${page(code)}/experiment${range ? `?from=${range.from}&to=${range.to}` : ''}`,
    ),
  /** The live version's variant `key` becomes the draft's page, without variants. */
  promote: (code: string, key: string) =>
    call<SavedDraft>('POST', `${page(code)}/variants/${encodeURIComponent(key)}/promote`),
};
