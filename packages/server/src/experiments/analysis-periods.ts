/**
 * An experiment's analysis periods. Visitors are split by the weights of the version they see;
 * counts gathered under one split and counts gathered under another are not one sample (a variant
 * given more traffic on a busier day would look better or worse for the day alone), and the
 * sample-ratio check needs one set of weights to check against. So a change of the variants, of
 * their weights or of how they are allocated, published, starts a new period: each is analysed on its own, the latest by
 * default, the earlier ones still readable. Republishing with the same split (a wording fix)
 * continues the period.
 */

export interface VariantSplit {
  key: string;
  weight: number;
}

/** A published version as the timeline needs it. */
export interface PublishedSplit {
  version: number;
  /** When it began to serve: its publish, or its scheduled start if later. */
  liveFrom: Date;
  /** Its variants in order (the control first); fewer than two: no experiment ran. */
  variants: readonly VariantSplit[];
  /** By the weights, or automatic (variants.ts): then only the equal-weight holdout is analysed. */
  allocation: 'weights' | 'thompson';
}

export interface AnalysisPeriod {
  /** 1 for the first split the page ran, counting up. */
  number: number;
  start: Date;
  /** When the next version replaced this split; null while it still serves. */
  end: Date | null;
  /** The versions that served it. */
  versions: number[];
  allocation: 'weights' | 'thompson';
  /**
   * The split the analysis checks: the versions' weights, or under an automatic allocation the
   * holdout's equal shares (of 100).
   */
  variants: VariantSplit[];
}

/** The split analysed: an automatic allocation's holdout is equal, whatever weights were typed. */
const analysedSplit = (entry: PublishedSplit): VariantSplit[] =>
  entry.variants.map(({ key, weight }) => ({
    key,
    weight: entry.allocation === 'thompson' ? 100 / entry.variants.length : weight,
  }));

const splitOf = (entry: PublishedSplit) =>
  entry.variants.length >= 2
    ? `${entry.allocation} ${analysedSplit(entry)
        .map(({ key, weight }) => `${key}:${weight}`)
        .join(',')}`
    : null;

/**
 * The periods of a page's published versions (any order), as of `now`. A version that never
 * served (still scheduled, or replaced before its start came) is left out.
 */
export function analysisPeriods(
  versions: readonly PublishedSplit[],
  now: number,
): AnalysisPeriod[] {
  const byVersion = [...versions].sort((a, b) => a.version - b.version);
  const served: PublishedSplit[] = [];
  let nextStart = Infinity;
  for (const entry of byVersion.reverse()) {
    const start = entry.liveFrom.getTime();
    if (start > now || start >= nextStart) continue;
    served.unshift(entry);
    nextStart = start;
  }
  const periods: AnalysisPeriod[] = [];
  let open: AnalysisPeriod | null = null;
  let openSplit: string | null = null;
  for (const entry of served) {
    const split = splitOf(entry);
    if (open && split === openSplit) {
      open.versions.push(entry.version);
      continue;
    }
    if (open) open.end = entry.liveFrom;
    open = null;
    openSplit = split;
    if (split === null) continue;
    open = {
      number: periods.length + 1,
      start: entry.liveFrom,
      end: null,
      versions: [entry.version],
      allocation: entry.allocation,
      variants: analysedSplit(entry),
    };
    periods.push(open);
  }
  return periods;
}
