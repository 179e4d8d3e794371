/** Where `now` falls in a published version's optional window (epoch ms, null = open). */
export function scheduleState(
  window: { startsAt: number | null; endsAt: number | null },
  now = Date.now(),
): 'not-started' | 'ended' | 'open' {
  if (window.startsAt !== null && now < window.startsAt) return 'not-started';
  if (window.endsAt !== null && now >= window.endsAt) return 'ended';
  return 'open';
}
