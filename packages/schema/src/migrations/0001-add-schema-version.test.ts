import { describe, expect, it } from 'vitest';
import { addSchemaVersion } from './0001-add-schema-version.ts';
import { deepFreeze } from '#test/deep-freeze.ts';
import after from './fixtures/0001-after.json';
import before from './fixtures/0001-before.json';

describe('migration 0001: add schema_version', () => {
  it('produces version 1', () => {
    expect(addSchemaVersion.version).toBe(1);
  });

  it('turns the CONTRACT section 3 file into the version 1 fixture', () => {
    expect(addSchemaVersion.migrate(structuredClone(before))).toEqual(after);
  });

  it('keeps the key order and every unknown key', () => {
    const migrated = addSchemaVersion.migrate(structuredClone(before));
    expect(Object.keys(migrated)).toEqual(Object.keys(after));
    expect(JSON.stringify(migrated)).toBe(JSON.stringify(after));
  });

  it('is pure: the input is not changed and a new object comes back', () => {
    const input = deepFreeze(structuredClone(before));
    const output = addSchemaVersion.migrate(input);
    expect(output).not.toBe(input);
    expect(input).toEqual(before);
  });
});
