import { describe, expect, it } from 'vitest';
import {
  addStatsDays,
  isStatsDate,
  statsDateOf,
  statsDayCount,
  statsDayStart,
} from './stats-period.ts';

describe('stats periods in Asia/Shanghai', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isStatsDate('2026-03-01')).toBe(true);
    expect(isStatsDate('2024-02-29')).toBe(true);
    expect(isStatsDate('2026-02-30')).toBe(false);
    expect(isStatsDate('2026-3-1')).toBe(false);
    expect(isStatsDate('20260301')).toBe(false);
  });

  it('puts an instant on its Shanghai day', () => {
    expect(statsDateOf(Date.parse('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(statsDateOf(Date.parse('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(statsDayStart('2026-03-02').toISOString()).toBe('2026-03-01T16:00:00.000Z');
  });

  it('counts and moves calendar days', () => {
    expect(addStatsDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addStatsDays('2026-03-01', -29)).toBe('2026-01-31');
    expect(statsDayCount('2026-03-01', '2026-03-01')).toBe(1);
    expect(statsDayCount('2026-01-31', '2026-03-01')).toBe(30);
  });
});
