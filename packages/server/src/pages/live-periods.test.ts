import { describe, expect, it } from 'vitest';
import { livePeriods } from './live-periods.ts';

const at = (hhmm: string) => new Date(`2026-11-20T${hhmm}:00Z`);
const v = (version: number, published: string, starts?: string, ends?: string) => ({
  version,
  publishedAt: at(published),
  startsAt: starts ? at(starts) : null,
  endsAt: ends ? at(ends) : null,
});
const shown = (periods: ReturnType<typeof livePeriods>) =>
  Object.fromEntries(
    [...periods].map(([version, p]) => [
      version,
      `${p.from.toISOString().slice(11, 16)}-${p.until ? p.until.toISOString().slice(11, 16) : '…'}`,
    ]),
  );

describe('from when to when visitors saw each version', () => {
  it('follows publishes and rollbacks in turn, the newest still seen', () => {
    expect(shown(livePeriods([v(1, '08:00'), v(2, '09:00'), v(3, '10:00')], at('12:00')))).toEqual({
      1: '08:00-09:00',
      2: '09:00-10:00',
      3: '10:00-…',
    });
  });

  it('waits for a scheduled start while the live version serves', () => {
    const periods = livePeriods([v(1, '08:00'), v(2, '09:00', '11:00')], at('12:00'));
    expect(shown(periods)).toEqual({ 1: '08:00-11:00', 2: '11:00-…' });
    // Before the start, the scheduled version has not been seen.
    expect(shown(livePeriods([v(1, '08:00'), v(2, '09:00', '11:00')], at('10:00')))).toEqual({
      1: '08:00-…',
    });
  });

  it('drops a schedule the next publish replaced before its start', () => {
    const periods = livePeriods(
      [v(1, '08:00'), v(2, '09:00', '11:00'), v(3, '10:00')],
      at('12:00'),
    );
    expect(shown(periods)).toEqual({ 1: '08:00-10:00', 3: '10:00-…' });
  });

  it('shows a first version from its start, and ends a version at its own end', () => {
    const periods = livePeriods([v(1, '08:00', '09:00', '10:30'), v(2, '11:00')], at('12:00'));
    expect(shown(periods)).toEqual({ 1: '09:00-10:30', 2: '11:00-…' });
    expect(shown(livePeriods([v(1, '08:00', undefined, '10:00')], at('12:00')))).toEqual({
      1: '08:00-10:00',
    });
  });
});
