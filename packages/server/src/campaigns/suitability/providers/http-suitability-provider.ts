import { assessmentCurrent, isRiskTier } from '@h5-page/schema/suitability';
import { requestJson } from '../../../providers/http-json.ts';
import { ProviderError } from '../../../providers/provider-error.ts';
import type {
  SuitabilityProfile,
  SuitabilityProvider,
  SuitabilityUser,
} from './suitability-provider.ts';

/** Path below SUITABILITY_BASE_URL where an investor's assessment is read. */
export const SUITABILITY_PROFILE_PATH = '/profile';

export interface HttpSuitabilityProviderOptions {
  /** SUITABILITY_BASE_URL, without a trailing slash. */
  baseUrl: string;
  /** SUITABILITY_API_KEY, sent as `Authorization: Bearer <key>`. */
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** An instant the provider may send: epoch ms, or an ISO 8601 text with its offset. */
function instantOf(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return new Date(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  return null;
}

/**
 * The assessment provider (our documented shape): `GET {base}/profile?handset=…` with the API key
 * as a bearer token answers `{tier: 'C1'…'C5' | null, assessed_at: epoch ms | ISO 8601 | null}`;
 * a null tier is an investor never assessed. An answer of another shape is the provider's
 * failure (ProviderError), never read as a tier. A visitor without a known phone has none.
 */
export class HttpSuitabilityProvider implements SuitabilityProvider {
  readonly kind = 'http';
  readonly #url: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;

  constructor(options: HttpSuitabilityProviderOptions) {
    this.#url = `${options.baseUrl.replace(/\/+$/, '')}${SUITABILITY_PROFILE_PATH}`;
    this.#apiKey = options.apiKey;
    this.#timeoutMs = options.timeoutMs ?? 5000;
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? Date.now;
  }

  async profile(user: SuitabilityUser): Promise<SuitabilityProfile | null> {
    if (!user.handset) return null;
    const body = await requestJson({
      service: 'suitability',
      url: `${this.#url}?handset=${encodeURIComponent(user.handset)}`,
      headers: { authorization: `Bearer ${this.#apiKey}` },
      timeoutMs: this.#timeoutMs,
      fetch: this.#fetch,
    });
    if (body.tier === null || body.tier === undefined) return null;
    if (!isRiskTier(body.tier)) {
      throw new ProviderError('suitability', 'suitability provider answered no valid tier');
    }
    const assessedAt = instantOf(body.assessed_at);
    if (!assessedAt) {
      throw new ProviderError('suitability', 'suitability provider answered no valid assessed_at');
    }
    if (!assessmentCurrent(assessedAt.getTime(), this.#now())) return null;
    return { tier: body.tier, assessedAt };
  }
}
