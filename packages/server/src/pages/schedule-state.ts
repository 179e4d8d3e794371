/** A published version's optional window (epoch ms, null = open). */
export interface VersionWindow {
  startsAt: number | null;
  endsAt: number | null;
}

/** Where `now` falls in a published version's optional window. */
export function scheduleState(
  window: VersionWindow,
  now = Date.now(),
): 'not-started' | 'ended' | 'open' {
  if (window.startsAt !== null && now < window.startsAt) return 'not-started';
  if (window.endsAt !== null && now >= window.endsAt) return 'ended';
  return 'open';
}

/**
 * Which of a page's two versions visitors see at `at`: the scheduled one from its start on, the
 * live one before it; and the next instant that changes what they see (the scheduled start, or a
 * start or end of the version shown), null when nothing is ahead.
 */
export function shownVersion(
  live: VersionWindow | null,
  scheduled: VersionWindow | null,
  at: number,
): { shown: 'live' | 'scheduled' | null; switchAt: number | null } {
  const started = scheduled !== null && (scheduled.startsAt === null || scheduled.startsAt <= at);
  const shown = started ? 'scheduled' : live !== null ? 'live' : null;
  const window = shown === 'scheduled' ? scheduled : shown === 'live' ? live : null;
  const ahead = [window?.startsAt, window?.endsAt, started ? null : scheduled?.startsAt].filter(
    (instant): instant is number => typeof instant === 'number' && instant > at,
  );
  return { shown, switchAt: ahead.length > 0 ? Math.min(...ahead) : null };
}
