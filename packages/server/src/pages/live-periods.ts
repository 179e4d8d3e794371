/** What a version's history needs: when it was published, and its window. */
export interface PublishedVersion {
  version: number;
  publishedAt: Date;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** When visitors saw a version: from, and until (null: still seen, or its end still ahead). */
export interface LivePeriod {
  from: Date;
  until: Date | null;
}

const later = (a: Date, b: Date) => (a > b ? a : b);
const earlier = (a: Date | null, b: Date | null) =>
  a === null ? b : b === null ? a : a < b ? a : b;

/**
 * From when to when visitors saw each version, worked out from the versions alone, as the page
 * repository switches them: a publish (or rollback) goes live at once, or, with a start still
 * ahead on a page that is live, waits for it while the live one serves; the newest publish
 * replaces a version still waiting, which then was never seen (absent from the answer). A version
 * is seen from its start (a page never live shows a notice until then) until the next version
 * goes live or its own end, whichever comes first.
 */
export function livePeriods(
  versions: readonly PublishedVersion[],
  now: Date,
): Map<number, LivePeriod> {
  const periods = new Map<number, LivePeriod>();
  const ordered = [...versions].sort((a, b) => a.version - b.version);
  let live: PublishedVersion | null = null;
  let liveSince: Date | null = null;
  let waiting: PublishedVersion | null = null;

  const goLive = (version: PublishedVersion, at: Date) => {
    if (live && liveSince)
      periods.set(live.version, { from: liveSince, until: earlier(at, live.endsAt) });
    live = version;
    liveSince = version.startsAt ? later(at, version.startsAt) : at;
  };
  const promoteDue = (by: Date) => {
    if (waiting?.startsAt && waiting.startsAt <= by) {
      goLive(waiting, waiting.startsAt);
      waiting = null;
    }
  };

  for (const version of ordered) {
    promoteDue(version.publishedAt);
    const ahead = version.startsAt !== null && version.startsAt > version.publishedAt;
    if (live && ahead) {
      waiting = version;
    } else {
      waiting = null;
      goLive(version, version.publishedAt);
    }
  }
  promoteDue(now);
  const current = live as PublishedVersion | null;
  if (current && liveSince) {
    const until = current.endsAt && current.endsAt <= now ? current.endsAt : null;
    periods.set(current.version, { from: liveSince, until });
  }
  // A version whose start never came, or whose window closed before it opened, was never seen.
  for (const [version, period] of periods) {
    if (period.until && period.until <= period.from) periods.delete(version);
    else if (period.from > now) periods.delete(version);
  }
  return periods;
}
