import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError, badRequest, ok } from '../../errors.ts';
import { isCleanText, parseFields } from '../gateway/campaign-params.ts';
import { CAMPAIGN_RESOURCES, pageQuery } from './campaign-resources.ts';
import type { CampaignResource } from './campaign-resources.ts';
import { requireEditor } from './require-editor.ts';

export const ADMIN_CAMPAIGN_BASE = '/admin/api/campaign';

type Row = Record<string, unknown>;

/** Column key (camelCase, Drizzle) ↔ column name (snake_case, SQL and the API). */
function columnsOf(table: PgTable): { key: string; name: string }[] {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: (column as AnyPgColumn).name,
  }));
}

function toApi(table: PgTable, row: Row): Row {
  const out: Row = {};
  for (const { key, name } of columnsOf(table)) {
    const value = row[key];
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function toColumns(table: PgTable, fields: Row): Row {
  const out: Row = {};
  for (const { key, name } of columnsOf(table)) if (name in fields) out[key] = fields[name];
  return out;
}

/** PostgreSQL's refusal of a write, as the admin reads it. */
function writeRefusal(error: unknown): AppError | null {
  const codeOf = (value: unknown): unknown =>
    value && typeof value === 'object' ? (value as { code?: unknown }).code : undefined;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
  if (code === '23505' || code === '23503') return new AppError('ADMIN_CONFLICT');
  if (code === '23514' || code === '22003' || code === '22P02') {
    return badRequest('数据不符合要求');
  }
  return null;
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw writeRefusal(error) ?? error;
  }
}

/**
 * The campaign admin API (the builder puts its screens on it), JSON only, every call behind
 * `Authorization: Bearer <ADMIN_TOKEN>` (401 otherwise) until editor sessions replace it:
 *
 * - `GET /admin/api/campaign` → `{resources: [{name, key, creatable, updatable}]}`;
 * - `GET /admin/api/campaign/<name>?limit&offset&<filters>` → `{rows, total}`;
 * - `GET …/<name>/<key>` → the record; `POST …/<name>` creates one (409 when the key is taken);
 *   `PUT`/`PATCH …/<name>/<key>` changes the fields given; `DELETE …/<name>/<key>` removes it
 *   (409 while other records refer to it).
 *
 * Records use the tables' column names (`shop_product_id`, `price_cents`, …).
 */
export async function campaignAdminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireEditor);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const db = app.store.db;
  const resources = new Map(CAMPAIGN_RESOURCES.map((resource) => [resource.name, resource]));

  const resourceOf = (name: string): CampaignResource => {
    const resource = resources.get(name);
    if (!resource) throw new AppError('NOT_FOUND');
    return resource;
  };
  const keyColumn = (resource: CampaignResource): AnyPgColumn => {
    if (!resource.key) throw new AppError('NOT_FOUND');
    return resource.key;
  };
  const keyValue = (resource: CampaignResource, raw: string): string | number => {
    if (resource.keyType === 'int') {
      if (!/^\d{1,10}$/.test(raw) || Number(raw) > 2_147_483_647) {
        throw new AppError('ADMIN_RECORD_NOT_FOUND');
      }
      return Number(raw);
    }
    if (raw.length > 200 || !isCleanText(raw)) throw new AppError('ADMIN_RECORD_NOT_FOUND');
    return raw;
  };
  const find = async (resource: CampaignResource, key: string | number): Promise<Row | null> => {
    const [row] = await db
      .select()
      .from(resource.table)
      .where(eq(keyColumn(resource), key));
    return (row as Row | undefined) ?? null;
  };

  app.get(ADMIN_CAMPAIGN_BASE, async () =>
    ok({
      resources: CAMPAIGN_RESOURCES.map((resource) => ({
        name: resource.name,
        key: resource.key?.name ?? null,
        creatable: Boolean(resource.record) && resource.creatable !== false,
        updatable: Boolean(resource.record),
      })),
    }),
  );

  app.get<{ Params: { resource: string } }>(`${ADMIN_CAMPAIGN_BASE}/:resource`, async (request) => {
    const resource = resourceOf(request.params.resource);
    const filters = resource.filters ?? {};
    const query = parseFields(z.object({ ...pageQuery, ...filters }), request.query) as Row;
    const columns = getTableColumns(resource.table) as Record<string, AnyPgColumn>;
    const conditions: SQL[] = [];
    for (const { key, name } of columnsOf(resource.table)) {
      const column = columns[key];
      if (name in filters && query[name] !== undefined && column) {
        conditions.push(eq(column, query[name]));
      }
    }
    const where = and(...conditions);
    const rows = await db
      .select()
      .from(resource.table)
      .where(where)
      .orderBy(asc(resource.orderBy))
      .limit(typeof query.limit === 'number' ? query.limit : 100)
      .offset(typeof query.offset === 'number' ? query.offset : 0);
    const [total] = await db.select({ n: count() }).from(resource.table).where(where);
    return ok({
      rows: rows.map((row) => toApi(resource.table, row as Row)),
      total: Number(total?.n ?? 0),
    });
  });

  app.get<{ Params: { resource: string; key: string } }>(
    `${ADMIN_CAMPAIGN_BASE}/:resource/:key`,
    async (request) => {
      const resource = resourceOf(request.params.resource);
      const row = await find(resource, keyValue(resource, request.params.key));
      if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
      return ok(toApi(resource.table, row));
    },
  );

  app.post<{ Params: { resource: string } }>(
    `${ADMIN_CAMPAIGN_BASE}/:resource`,
    { bodyLimit: 256 * 1024 },
    async (request) => {
      const resource = resourceOf(request.params.resource);
      if (!resource.record || resource.creatable === false) throw new AppError('NOT_FOUND');
      const fields = parseFields(resource.record, request.body) as Row;
      const [row] = await guarded(() =>
        db.insert(resource.table).values(toColumns(resource.table, fields)).returning(),
      );
      return ok(toApi(resource.table, row as Row));
    },
  );

  const update = async (request: { params: { resource: string; key: string }; body: unknown }) => {
    const resource = resourceOf(request.params.resource);
    const column = keyColumn(resource);
    if (!resource.record) throw new AppError('NOT_FOUND');
    const key = keyValue(resource, request.params.key);
    const given =
      request.body && typeof request.body === 'object' && !Array.isArray(request.body)
        ? (request.body as Row)
        : {};
    const keyName = column.name;
    if (keyName in given && given[keyName] !== key) throw badRequest(`参数 ${keyName} 不能修改`);
    const allowed = new Set(resource.updatable ?? Object.keys(resource.record.shape));
    const columnNames = new Set(columnsOf(resource.table).map((column) => column.name));
    for (const name of Object.keys(given)) {
      if (name !== keyName && !allowed.has(name) && columnNames.has(name)) {
        throw badRequest(`参数 ${name} 不能修改`);
      }
    }
    // Parse the record with the key filled in, then keep only the fields that were given
    // (defaults must not overwrite what the update leaves out).
    const parsed = parseFields(resource.record.partial(), { ...given, [keyName]: key }) as Row;
    const changes: Row = {};
    for (const name of Object.keys(parsed)) {
      if (name !== keyName && name in given && allowed.has(name)) changes[name] = parsed[name];
    }
    if (Object.keys(changes).length === 0) {
      const row = await find(resource, key);
      if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
      return ok(toApi(resource.table, row));
    }
    const values = { ...toColumns(resource.table, changes), ...resource.onUpdate?.(changes) };
    const [row] = await guarded(() =>
      db.update(resource.table).set(values).where(eq(column, key)).returning(),
    );
    if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
    return ok(toApi(resource.table, row as Row));
  };

  app.put<{ Params: { resource: string; key: string } }>(
    `${ADMIN_CAMPAIGN_BASE}/:resource/:key`,
    { bodyLimit: 256 * 1024 },
    (request) => update(request),
  );
  app.patch<{ Params: { resource: string; key: string } }>(
    `${ADMIN_CAMPAIGN_BASE}/:resource/:key`,
    { bodyLimit: 256 * 1024 },
    (request) => update(request),
  );

  app.delete<{ Params: { resource: string; key: string } }>(
    `${ADMIN_CAMPAIGN_BASE}/:resource/:key`,
    async (request) => {
      const resource = resourceOf(request.params.resource);
      const column = keyColumn(resource);
      if (!resource.record || resource.creatable === false) throw new AppError('NOT_FOUND');
      const key = keyValue(resource, request.params.key);
      const [row] = await guarded(() =>
        db.delete(resource.table).where(eq(column, key)).returning(),
      );
      if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
      return ok(toApi(resource.table, row as Row));
    },
  );
}
