import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mismatchWarning, tierAllows, UNASSESSED_WARNING } from '@h5-page/schema/suitability';
import { AppError } from '../../errors.ts';
import { viaProvider } from '../campaign-support.ts';
import type { ProductRow } from '../store/tables.ts';
import type { SuitabilityProfile } from './providers/suitability-provider.ts';

/** How long a confirmation holds for a purchase: the visitor reads and pays in one sitting. */
export const CONFIRMATION_VALID_MS = 30 * 60_000;

/** The phone of the user's account ('' for a token whose user is not known here). */
export async function handsetOf(app: FastifyInstance, uid: number): Promise<string> {
  const user = await app.accounts.users.findById(uid);
  return user?.handset ?? '';
}

/** The user's current tier (null: none), from the provider; its failure is a 502. */
export async function currentProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  uid: number,
  handset?: string,
): Promise<SuitabilityProfile | null> {
  const phone = handset ?? (await handsetOf(app, uid));
  return viaProvider(request, 'SUITABILITY_UNAVAILABLE', () =>
    app.suitabilityProvider.profile({ uid, handset: phone }),
  );
}

/**
 * What an order of `product` is made under (create-order, the renewal order): the visitor's
 * current tier allows the product's level, and the visitor confirmed a match of that tier and
 * level for the product within CONFIRMATION_VALID_MS. Answers the match's id; refuses with
 * SUITABILITY_MISMATCH (the warning the visitor reads in msg) or SUITABILITY_UNCONFIRMED.
 */
export async function confirmedMatchFor(
  app: FastifyInstance,
  request: FastifyRequest,
  uid: number,
  product: ProductRow,
  now: Date = new Date(),
): Promise<number> {
  const profile = await currentProfile(app, request, uid);
  if (!profile) throw new AppError('SUITABILITY_MISMATCH', UNASSESSED_WARNING);
  if (!tierAllows(profile.tier, product.riskLevel)) {
    throw new AppError(
      'SUITABILITY_MISMATCH',
      mismatchWarning(profile.tier, product.riskLevel, product.name),
    );
  }
  const match = await app.suitability.confirmedMatch({
    softuserId: uid,
    shopProductId: product.shopProductId,
    tier: profile.tier,
    riskLevel: product.riskLevel,
    since: new Date(now.getTime() - CONFIRMATION_VALID_MS),
  });
  if (!match) throw new AppError('SUITABILITY_UNCONFIRMED');
  return match.id;
}
