import { useContext, useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { terminalType } from '@h5-page/schema/terminal-type';
import { RuntimeContext } from '../runtime.ts';
import { liveId } from '@h5-page/schema/live-id';
import type { BlockRuntime, QueryValue } from '../runtime.ts';

// Live data of the notice, number and progress blocks: one module, so their chunks share one.

/**
 * The query of the activity data calls (virtual users of the notice block, vacancies of the number
 * and progress blocks): `id`, `terminal_type`, `is_preview` (1 on a draft).
 */
export function liveQuery(runtime: BlockRuntime, id: string): Record<string, QueryValue> {
  return { id, terminal_type: terminalType(runtime.env), is_preview: runtime.page.preview ? 1 : 0 };
}

/** The vacancy answer (spec section 3, number detail: current_num, change_type_limit; the limit). */
export interface VacancyAnswer {
  current_num?: unknown;
  change_type_limit?: unknown;
  limit?: unknown;
}

export interface Vacancy {
  current: number;
  /** The total the progress bar measures against; null when the answer has none above 0. */
  limit: number | null;
}

/**
 * A number, or text read as the number formatting helper reads it, digits only ('1,288' is
 * 1288; schema formatNumber itself would be one more shared chunk in the visitor's entry); else
 * null.
 */
const finite = (value: unknown): number | null => {
  const digits = typeof value === 'string' ? value.replace(/[^0-9]/g, '') : '';
  const n = digits ? Number(digits) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** The numbers of a vacancy answer; null when it has no current_num. */
export function vacancyOf(answer: VacancyAnswer | null | undefined): Vacancy | null {
  const current = finite(answer?.current_num);
  if (current === null) return null;
  const limit = finite(answer?.limit);
  return { current, limit: limit !== null && limit > 0 ? limit : null };
}

/**
 * The live numbers of the vacancy record `id` (the activity-vacancy detail call), fetched once
 * mounted (quietly: a failure keeps what the block shows without them); null until then, and
 * when the block has no id (a block without one needs no runtime).
 */
export function useVacancy(id: unknown): Vacancy | null {
  const runtime = useContext(RuntimeContext);
  const key = liveId(id);
  const [vacancy, setVacancy] = useState<Vacancy | null>(null);
  useEffect(() => {
    if (!key || !runtime) return;
    let live = true;
    runtime.api
      .get<VacancyAnswer>(API_PATHS.VACANCY_DETAIL, liveQuery(runtime, key), { quiet: true })
      .then(
        (answer) => {
          if (live) setVacancy(vacancyOf(answer));
        },
        () => {},
      );
    return () => {
      live = false;
    };
  }, [runtime, key]);
  return vacancy;
}
