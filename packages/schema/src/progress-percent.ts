/**
 * Percent shown by the progress bar: Math.round(current / limit * 100), clamped to 0..100.
 * A limit <= 0 and any NaN or infinite argument give 0.
 */
export function progressPercent(current: number, limit: number): number {
  if (typeof current !== 'number' || typeof limit !== 'number') return 0;
  if (!Number.isFinite(current) || !Number.isFinite(limit) || limit <= 0) return 0;
  const percent = Math.round((current / limit) * 100);
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}
