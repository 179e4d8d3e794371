import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PgTable } from 'drizzle-orm/pg-core';
import { AppError, badRequest, ok } from '../errors.ts';
import { flag, isCleanText } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import { CAMPAIGN_RESOURCES, pageQuery } from './campaign-resources.ts';
import type { CampaignResource } from './campaign-resources.ts';
import { adminGuards } from '../editor-session/admin-guards.ts';
import { maskPersonal, maskPersonalMap, readsWhole } from '../editor-session/personal-data.ts';
import { columnsOf } from './campaign-record-repository.ts';
import type { Editor } from '../editor-session/editor-repository.ts';

export const ADMIN_CAMPAIGN_BASE = '/admin/api/campaign';

type Row = Record<string, unknown>;

function toApi(table: PgTable, row: Row): Row {
  const out: Row = {};
  for (const { key, name } of columnsOf(table)) {
    const value = row[key];
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** A record as `personal-data.ts` lets the caller see it. */
function shownRecord(resource: CampaignResource, row: Row, whole: boolean): Row {
  if (whole || !resource.personal) return row;
  const out: Row = { ...row };
  for (const [name, kind] of Object.entries(resource.personal)) {
    const value = row[name];
    if (kind === 'map') {
      out[name] = maskPersonalMap(
        value && typeof value === 'object' ? (value as Row) : null,
        false,
      );
    } else if (typeof value === 'string') {
      out[name] = maskPersonal(kind, value);
    }
  }
  return out;
}

const wholeQuery = { whole: flag(0) };

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

/**
 * An update's body: any part of the record, without the defaults a create fills in (they must
 * not overwrite what the update leaves out); other fields are kept so that a column that may not
 * change is named in the refusal rather than dropped.
 */
function patchOf(record: z.ZodObject) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, type] of Object.entries(record.shape)) {
    const field = type as z.ZodType;
    shape[name] = z.optional(field instanceof z.ZodDefault ? field.removeDefault() : field);
  }
  return z.looseObject(shape);
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
 * an editor session (401 otherwise); writes need the publisher role (403) and the same site:
 *
 * - `GET /admin/api/campaign` → `{resources: [{name, key, creatable, updatable}]}`;
 * - `GET /admin/api/campaign/<name>?limit&offset&<filters>` → `{rows, total}`;
 * - `GET …/<name>/<key>` → the record; `POST …/<name>` creates one (409 when the key is taken);
 *   `PUT`/`PATCH …/<name>/<key>` changes the fields given; `DELETE …/<name>/<key>` removes it
 *   (409 while other records refer to it).
 *
 * Records use the tables' column names (`shop_product_id`, `price_cents`, …). Visitors' personal
 * fields (`resource.personal`) follow `personal-data.ts`: masked unless a publisher asks for them
 * whole (`whole=1`), which is recorded in lead_exports.
 */
export async function campaignAdminRoutes(app: FastifyInstance): Promise<void> {
  // Every write of these tables is the publishers'.
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      await adminGuards.requirePublisher(request);
    }
  });
  const { campaignRecords: records } = app.admin;
  const { releases } = app;

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
  const route = app.withTypeProvider<ZodTypeProvider>();
  const apiRow = z.record(z.string(), z.unknown()).describe('a row, fields as the API names them');
  const resourceList = z.object({
    resources: z.array(
      z.object({
        name: z.string(),
        key: z.string().nullable(),
        creatable: z.boolean(),
        updatable: z.boolean(),
      }),
    ),
  });
  const rowAnswer = { response: answers(apiRow) };

  route.get(ADMIN_CAMPAIGN_BASE, { schema: { response: answers(resourceList) } }, async () =>
    ok({
      resources: CAMPAIGN_RESOURCES.map((resource) => ({
        name: resource.name,
        key: resource.key?.name ?? null,
        creatable: Boolean(resource.record) && resource.creatable !== false,
        updatable: Boolean(resource.record),
      })),
    }),
  );

  // One set of routes per table, each declaring its own query and body schema.
  for (const resource of CAMPAIGN_RESOURCES) {
    const base = `${ADMIN_CAMPAIGN_BASE}/${resource.name}`;
    const { table } = resource;
    // Every screen read that showed whole values is on record, as every export is.
    const recordWholeRead = (editor: Editor | null, rowCount: number) =>
      releases.record({
        editor,
        subject: resource.name,
        action: 'read',
        pageCode: '',
        period: null,
        whole: true,
        rowCount,
      });
    const filters = resource.filters ?? {};

    route.get(
      base,
      {
        schema: {
          querystring: z.object({ ...pageQuery, ...filters, ...wholeQuery }),
          response: answers(z.object({ rows: z.array(apiRow), total: z.int() })),
        },
      },
      async (request) => {
        const { limit, offset, whole: wholeAsked, ...filterValues } = request.query;
        const whole = readsWhole(request.editor, wholeAsked === 1 && Boolean(resource.personal));
        const { rows, total } = await records.list(resource, filterValues, limit, offset);
        if (whole) await recordWholeRead(request.editor, rows.length);
        return ok({
          rows: rows.map((row) => shownRecord(resource, toApi(table, row), whole)),
          total,
        });
      },
    );

    const { key: column, record } = resource;
    if (!column) continue;
    const keyParams = { params: z.object({ key: z.string() }) };
    const find = (key: string | number): Promise<Row | null> => records.find(resource, key);

    route.get(
      `${base}/:key`,
      { schema: { ...keyParams, querystring: z.object(wholeQuery), ...rowAnswer } },
      async (request) => {
        const row = await find(keyValue(resource, request.params.key));
        if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
        const whole = readsWhole(
          request.editor,
          request.query.whole === 1 && Boolean(resource.personal),
        );
        if (whole) await recordWholeRead(request.editor, 1);
        return ok(shownRecord(resource, toApi(table, row), whole));
      },
    );

    if (!record) continue;
    if (resource.creatable !== false) {
      const created = { body: record, response: answers(apiRow, 'the row as stored') };
      route.post(base, { schema: created, bodyLimit: 256 * 1024 }, async (request) => {
        const row = await guarded(() => records.insert(resource, toColumns(table, request.body)));
        return ok(toApi(table, row));
      });

      const removed = { ...keyParams, response: answers(apiRow, 'the row removed') };
      route.delete(`${base}/:key`, { schema: removed }, async (request) => {
        const key = keyValue(resource, request.params.key);
        const row = await guarded(() => records.remove(resource, key));
        if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
        return ok(toApi(table, row));
      });
    }

    const keyName = column.name;
    const allowed = new Set(resource.updatable ?? Object.keys(record.shape));
    const columnNames = new Set(columnsOf(table).map(({ name }) => name));
    const update = async (request: { params: { key: string }; body: Row }) => {
      const key = keyValue(resource, request.params.key);
      const given = request.body;
      if (keyName in given && given[keyName] !== key) throw badRequest(`参数 ${keyName} 不能修改`);
      for (const name of Object.keys(given)) {
        if (name !== keyName && !allowed.has(name) && columnNames.has(name)) {
          throw badRequest(`参数 ${name} 不能修改`);
        }
      }
      const changes: Row = {};
      for (const name of Object.keys(given)) {
        if (name !== keyName && allowed.has(name) && name in record.shape)
          changes[name] = given[name];
      }
      if (Object.keys(changes).length === 0) {
        const row = await find(key);
        if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
        return ok(toApi(table, row));
      }
      const values = { ...toColumns(table, changes), ...resource.onUpdate?.(changes) };
      const row = await guarded(() => records.update(resource, key, values));
      if (!row) throw new AppError('ADMIN_RECORD_NOT_FOUND');
      return ok(toApi(table, row));
    };
    const patch = {
      schema: { ...keyParams, body: patchOf(record), ...rowAnswer },
      bodyLimit: 256 * 1024,
    };
    route.put(`${base}/:key`, patch, update);
    route.patch(`${base}/:key`, patch, update);
  }
}
