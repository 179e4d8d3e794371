import { assessmentCurrent } from '@h5-page/schema/suitability';
import type { SuitabilityRepository } from '../suitability-repository.ts';
import type {
  SuitabilityProfile,
  SuitabilityProvider,
  SuitabilityUser,
} from './suitability-provider.ts';

/**
 * The development provider: the questionnaire of this server's riskTest page
 * (`POST …/suitability/v1/assessment`), kept in `suitability_profiles`; an assessment older than
 * ASSESSMENT_VALID_DAYS counts as none. Production refuses it at start.
 */
export class DevSuitabilityProvider implements SuitabilityProvider {
  readonly kind = 'development';
  readonly #store: SuitabilityRepository;
  readonly #now: () => number;

  constructor(store: SuitabilityRepository, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  async profile(user: SuitabilityUser): Promise<SuitabilityProfile | null> {
    const row = await this.#store.profile(user.uid);
    if (!row || !assessmentCurrent(row.assessedAt.getTime(), this.#now())) return null;
    return { tier: row.tier, assessedAt: row.assessedAt };
  }
}
