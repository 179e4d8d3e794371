/**
 * What the log keeps of an error: a failed query names its statement (`insert into leads`) and
 * the database's code, never the values it was given. Drizzle puts the whole SQL text and its
 * `params` into its error's message (and so its stack); PGlite hangs `query` and `params` on its
 * own error; PostgreSQL's `detail` repeats a refused row (`Key (phone)=(139…) already exists`)
 * and its message quotes a refused value (`invalid input syntax for type integer: "139…"`).
 */

/** Fields of a PostgreSQL error (pg and PGlite alike) that name things, never values. */
const DRIVER_NAMING_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
] as const;

/** Causes followed at most (a cause may be a loop). */
const CAUSE_DEPTH = 5;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  statement?: string;
  [field: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A query text as its first keyword and the first table it names: `select from pages`. */
export function statementName(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  const verb = /^\(?\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(from|into|update|table)\s+("[^"]{1,63}"|[a-z_][a-z0-9_.]{0,62})/i.exec(text);
  if (!table) return verb;
  const place = table[1]!.toLowerCase();
  const name = table[2]!.replaceAll('"', '');
  return verb === place ? `${verb} ${name}` : `${verb} ${place} ${name}`;
}

// Words after which PostgreSQL quotes a name it made, not a value it was given.
const NAMING_WORDS =
  /(?:relation|table|column|constraint|index|type|function|schema|database|role|sequence|trigger|extension|encoding|operator|view|parameter|tablespace)\s*$/i;

/** A driver's message with the values it quotes replaced: `…integer: "…"`. */
export function driverMessage(message: string): string {
  const firstLine = message.split('\n')[0] ?? '';
  return firstLine.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) =>
    NAMING_WORDS.test(firstLine.slice(0, offset)) ? quoted : '"…"',
  );
}

/** Whether `error` came from the database driver (pg's or PGlite's DatabaseError). */
function isDriverError(error: Record<string, unknown>): boolean {
  return (
    typeof error.severity === 'string' ||
    typeof error.query === 'string' ||
    // A SQLSTATE (23505, 22P02), not a system error's code (EPIPE).
    (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && /\d/.test(error.code))
  );
}

/** The stack's frames (`    at …` lines) under a first line of our own. */
function stackUnder(first: string, stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [first, ...frames].join('\n');
}

/**
 * The log's form of an error: type, message, stack, its own naming fields and its cause, with
 * the statement of a failed query named and every value it carried left out. Errors that are
 * not the driver's keep their enumerable fields, as pino's standard serializer does, minus
 * `params`, `query` and `detail`.
 */
export function loggedError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) && !isRecord(error)) return error;
  const record = error as Record<string, unknown>;
  const rawMessage = typeof record.message === 'string' ? record.message : String(error);
  const query = typeof record.query === 'string' ? record.query : undefined;
  const wrapper = rawMessage.startsWith('Failed query: ');
  const driver = isDriverError(record) || wrapper;
  // PGlite's bundle minifies its class names (`C`), pg names its errors `error`.
  const type =
    driver && !wrapper
      ? 'DatabaseError'
      : error instanceof Error
        ? error.constructor.name
        : typeof record.name === 'string'
          ? record.name
          : 'Error';
  const statement =
    query !== undefined
      ? statementName(query)
      : wrapper
        ? statementName(rawMessage.slice('Failed query: '.length))
        : undefined;
  const message = wrapper
    ? `failed query (${statement})`
    : driver
      ? driverMessage(rawMessage)
      : rawMessage;
  const logged: LoggedError = { type, message };
  const stack = driver
    ? stackUnder(`${type}: ${message}`, record.stack)
    : typeof record.stack === 'string'
      ? record.stack
      : undefined;
  if (stack) logged.stack = stack;
  if (statement) logged.statement = statement;
  if (driver) {
    for (const field of DRIVER_NAMING_FIELDS) {
      if (typeof record[field] === 'string' || typeof record[field] === 'number')
        logged[field] = record[field];
    }
  } else {
    for (const [key, value] of Object.entries(record)) {
      if (key === 'cause' || key === 'params' || key === 'query' || key === 'detail') continue;
      if (key in logged) continue;
      logged[key] = value instanceof Error ? loggedError(value, depth + 1) : value;
    }
  }
  if (record.cause !== undefined && depth < CAUSE_DEPTH) {
    logged.cause = loggedError(record.cause, depth + 1);
  }
  return logged;
}

/** One line saying why, safe to log: a failed query's statement and the driver's reason. */
export function safeReason(error: unknown): string {
  const logged = loggedError(error);
  if (!isRecord(logged)) return String(logged);
  const cause = isRecord(logged.cause) ? `: ${String(logged.cause.message)}` : '';
  return `${String(logged.message)}${cause}`.split('\n')[0]!;
}
