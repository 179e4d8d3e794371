import { readVariantToken } from '@h5-page/schema/variants';

/**
 * A visit's variant token as events and leads store it: the variant's key, and whether the
 * visitor was in an automatic allocation's holdout (what the analysis of such a test reads).
 */
export function variantColumns(token: string | null | undefined): {
  variant: string | null;
  holdout: boolean;
} {
  const read = readVariantToken(token);
  return read ? { variant: read.key, holdout: read.holdout } : { variant: null, holdout: false };
}
