import type { Database, SqlRunner } from './open-database.ts';

/**
 * A logical copy of the whole store, every table (pages, versions, leads, events, accounts, …)
 * as JSON rows, taken in one repeatable-read transaction, so it is consistent; and its restore,
 * which replaces every table's rows in one transaction, so a failed restore changes nothing.
 */

export const BACKUP_FORMAT = 'h5-page backup';
export const BACKUP_VERSION = 1;

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  takenAt: string;
  /** Migrations the store had: a backup from a newer version is refused. */
  migrations: string[];
  tables: Record<string, Record<string, unknown>[]>;
}

/** A backup file that cannot be restored; its message says why, in one line. */
export class BackupError extends Error {}

const MIGRATIONS_TABLE = 'schema_migrations';

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The store's tables, a partitioned table (the events, by month) as one: its rows are read and
 * written through it, and land in whichever partitions the restoring store has.
 */
async function tablesOf(sql: SqlRunner): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class
      WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'p') AND NOT relispartition
      ORDER BY relname`,
  );
  return rows.map((row) => row.name).filter((name) => name !== MIGRATIONS_TABLE);
}

export async function dumpStore(database: Database): Promise<Backup> {
  return database.withSession((session) =>
    session.transaction(async (sql) => {
      await sql.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
      const migrations = (
        await sql.query<{ id: string }>(`SELECT id FROM ${MIGRATIONS_TABLE} ORDER BY id`)
      ).map((row) => row.id);
      const tables: Backup['tables'] = {};
      for (const table of await tablesOf(sql)) {
        // In a fixed order: two dumps of the same data are the same file.
        const [row] = await sql.query<{ rows: string | null }>(
          `SELECT json_agg(t ORDER BY t::text)::text AS rows FROM ${ident(table)} t`,
        );
        tables[table] = row?.rows ? (JSON.parse(row.rows) as Record<string, unknown>[]) : [];
      }
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        takenAt: new Date().toISOString(),
        migrations,
        tables,
      };
    }),
  );
}

/** Checks the shape of a parsed backup file before anything is touched. */
export function readBackup(value: unknown): Backup {
  const backup = value as Partial<Backup> | null;
  if (!backup || typeof backup !== 'object' || backup.format !== BACKUP_FORMAT) {
    throw new BackupError('not an h5-page backup file');
  }
  if (backup.version !== BACKUP_VERSION) {
    throw new BackupError(`backup format version ${String(backup.version)} is not supported`);
  }
  if (
    !Array.isArray(backup.migrations) ||
    !backup.tables ||
    typeof backup.tables !== 'object' ||
    Object.values(backup.tables).some((rows) => !Array.isArray(rows))
  ) {
    throw new BackupError('the backup file is incomplete (migrations or tables missing)');
  }
  return backup as Backup;
}

/** Tables ordered so that a table comes after those its foreign keys point to. */
async function insertOrder(sql: SqlRunner, tables: string[]): Promise<string[]> {
  const edges = await sql.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_class p ON p.oid = k.confrelid
      WHERE k.contype = 'f' AND c.relnamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table) visit(edge.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered.filter((table) => tables.includes(table));
}

/** Replaces every table's rows with the backup's, all or nothing. */
export async function restoreStore(database: Database, backup: Backup): Promise<void> {
  await database.withSession((session) =>
    session.transaction(async (sql) => {
      const applied = new Set(
        (await sql.query<{ id: string }>(`SELECT id FROM ${MIGRATIONS_TABLE}`)).map((r) => r.id),
      );
      const newer = backup.migrations.filter((id) => !applied.has(id));
      if (newer.length > 0) {
        throw new BackupError(
          `the backup comes from a newer version (migrations ${newer.join(', ')} unknown here); update h5-page first`,
        );
      }
      const tables = await tablesOf(sql);
      const unknown = Object.keys(backup.tables).filter((table) => !tables.includes(table));
      if (unknown.length > 0) {
        throw new BackupError(`the backup holds tables this store lacks: ${unknown.join(', ')}`);
      }
      // Pages and their versions point at each other: foreign keys are checked by the rows'
      // own consistency (they were dumped together), not row by row while loading. Set before
      // the TRUNCATE on purpose: a restore replaces every table wholesale, the append-only audit
      // trail included (its triggers refuse TRUNCATE and DELETE to everything else), and the
      // backup's trail is itself a chain that `npm run audit -- verify` checks afterwards.
      await sql.exec(`SET LOCAL session_replication_role = replica`);
      await sql.exec(`TRUNCATE ${tables.map(ident).join(', ')} CASCADE`);
      for (const table of await insertOrder(sql, Object.keys(backup.tables))) {
        const rows = backup.tables[table] ?? [];
        if (rows.length === 0) continue;
        await sql.query(
          `INSERT INTO ${ident(table)} SELECT * FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`,
          [JSON.stringify(rows)],
        );
      }
      // Ids handed out after the restore continue after the restored ones.
      const sequences = await sql.query<{ table: string; column: string; seq: string }>(
        `SELECT c.relname AS table, a.attname AS column,
                pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS seq
           FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
          WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
            AND c.relnamespace = 'public'::regnamespace
            AND a.attnum > 0 AND NOT a.attisdropped
            AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL`,
      );
      for (const { table, column, seq } of sequences) {
        if (table === MIGRATIONS_TABLE) continue;
        await sql.query(
          `SELECT setval($1::regclass, COALESCE((SELECT max(${ident(column)}) FROM ${ident(table)}), 0) + 1, false)`,
          [seq],
        );
      }
    }),
  );
}
