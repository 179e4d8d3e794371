import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../store/migrate.ts';

/**
 * The statement of migration `file` that opens a line with `start`, up to the `;` that ends a
 * line. Demo content that a migration once inserted is seeded from the migration's own text, so
 * the rows are written in one place.
 */
export function migrationStatement(file: string, start: string): string {
  const text = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
  const opening = new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'gm');
  const found = [...text.matchAll(opening)];
  if (found.length !== 1) {
    throw new Error(`${file}: ${found.length} statements open with "${start}", expected one`);
  }
  const from = found[0]!.index;
  const end = /;[ \t]*(?:\r?\n|$)/.exec(text.slice(from));
  if (!end) throw new Error(`${file}: the statement "${start}" has no end`);
  return text.slice(from, from + end.index + 1);
}
