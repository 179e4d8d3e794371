import type { RiskTier } from '@h5-page/schema/suitability';

/** Whose tier is asked: the user and the phone of their account ('' when none is known). */
export interface SuitabilityUser {
  uid: number;
  handset: string;
}

/** A visitor's current risk tier and when it was assessed. */
export interface SuitabilityProfile {
  tier: RiskTier;
  assessedAt: Date;
}

/**
 * The assessment provider (《证券期货投资者适当性管理办法》): the broker's or adviser's system that
 * holds each investor's risk tolerance assessment. Null: no current assessment (never assessed,
 * or assessed longer ago than ASSESSMENT_VALID_DAYS).
 */
export interface SuitabilityProvider {
  readonly kind: 'development' | 'http';
  /** Rejects with ProviderError when the provider cannot answer. */
  profile(user: SuitabilityUser): Promise<SuitabilityProfile | null>;
}
