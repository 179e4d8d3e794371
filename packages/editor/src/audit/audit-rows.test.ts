import { describe, expect, it } from 'vitest';
import { auditRows, SESSION_GAP_MS } from './audit-rows.ts';
import type { AuditEntryInfo } from './audit-api.ts';

const START = Date.parse('2026-11-26T06:00:00.000Z');

/** Entries given oldest first, as the trail holds them; read newest first, as the screen does. */
const newestFirst = (entries: Omit<AuditEntryInfo, 'seq' | 'hash' | 'detail'>[]) =>
  entries.map((entry, index) => ({ ...entry, seq: index + 1, hash: '', detail: {} })).reverse();

const save = (actor: string, page: string, ms: number) => ({
  at: new Date(START + ms).toISOString(),
  actor,
  action: 'page.save',
  page_code: page,
});

const counts = (entries: AuditEntryInfo[]) => auditRows(entries).map((row) => row.entries.length);

describe('auditRows', () => {
  it('folds one account’s saves of one page, and keeps sessions apart after a long pause', () => {
    expect(
      counts(
        newestFirst([
          save('li.na', 'spring', 0),
          save('li.na', 'spring', 3000),
          save('li.na', 'spring', 6000),
          save('li.na', 'spring', 6000 + SESSION_GAP_MS + 1),
        ]),
      ),
    ).toEqual([1, 3]);
  });

  it('another account saving the same page, or the account doing something else, ends the session', () => {
    expect(
      counts(
        newestFirst([
          save('li.na', 'spring', 0),
          save('li.na', 'spring', 3000),
          save('wang.fang', 'spring', 4000),
          save('li.na', 'spring', 6000),
          {
            at: new Date(START + 7000).toISOString(),
            actor: 'li.na',
            action: 'channel.create',
            page_code: 'autumn',
          },
          save('li.na', 'spring', 9000),
          save('li.na', 'spring', 12000),
        ]),
      ),
    ).toEqual([2, 1, 1, 1, 2]);
  });

  it('keeps every entry: the rows hold them all, in the order read', () => {
    const entries = newestFirst([save('li.na', 'spring', 0), save('li.na', 'spring', 3000)]);
    expect(auditRows(entries).flatMap((row) => row.entries)).toEqual(entries);
  });
});
