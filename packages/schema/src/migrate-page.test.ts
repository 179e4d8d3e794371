import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, migratePage } from './migrate-page.ts';
import { deepFreeze } from '#test/deep-freeze.ts';
import after from './migrations/fixtures/0001-after.json';
import before from './migrations/fixtures/0001-before.json';
import { MIGRATIONS } from './migrations/index.ts';

describe('migrations', () => {
  it('start at version 1', () => {
    expect(CURRENT_SCHEMA_VERSION).toBe(1);
  });

  it('form an unbroken chain from version 0 to the current version', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(
      Array.from({ length: CURRENT_SCHEMA_VERSION }, (_, i) => i + 1),
    );
    for (const migration of MIGRATIONS) expect(migration.description).not.toBe('');
  });
});

describe('migratePage', () => {
  it('brings an unversioned page to the current version', () => {
    const migrated = migratePage(structuredClone(before));
    expect(migrated).toEqual(after);
    expect((migrated as { schema_version: number }).schema_version).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('leaves a current page as it is', () => {
    const page = deepFreeze(structuredClone(after));
    expect(migratePage(page)).toBe(page);
  });

  it('never changes its input', () => {
    const page = deepFreeze(structuredClone(before));
    expect(() => migratePage(page)).not.toThrow();
    expect(page).toEqual(before);
  });

  it('leaves pages it cannot migrate for validation to report', () => {
    for (const schema_version of [CURRENT_SCHEMA_VERSION + 1, 0, -1, 1.5, '1', null, Number.NaN]) {
      const page = { ...before, schema_version };
      expect(migratePage(page)).toBe(page);
    }
  });

  it('returns non-objects unchanged', () => {
    for (const raw of [null, undefined, 1, 'page', [before], true]) {
      expect(migratePage(raw)).toBe(raw);
    }
  });

  it('is idempotent', () => {
    const once = migratePage(structuredClone(before));
    expect(migratePage(once)).toEqual(once);
  });
});
