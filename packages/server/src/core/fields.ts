import { z } from 'zod';
import { AppError, badRequest } from '../errors.ts';
import { issueMessage, validationMessage } from './validation-message.ts';

/**
 * Reading the queries and bodies of the campaign calls with zod. Queries are text; bodies come
 * as JSON or form-encoded (text again), so numbers and flags are taken as numbers or digits. A
 * failure is a 400 whose msg names the parameter: `参数 group_id 应为整数`,
 * `参数 state 不能为空`, `参数 page 不能超过 256 个字符`.
 */

/** The request's fields: a body or query that is not an object counts as no fields. */
function fieldsOf(input: unknown): Record<string, unknown> | null {
  if (input === undefined || input === null || input === '') return {};
  if (typeof input === 'object' && !Array.isArray(input)) return input as Record<string, unknown>;
  return null;
}

/**
 * Parses a query or body with `schema`, or throws a 400 naming the first field at fault. Query
 * and body are read the same way, so a POST may carry its fields in the query string too (the
 * create-order call does).
 */
export function parseFields<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const fields = fieldsOf(input);
  if (fields === null) throw badRequest('请求内容格式不正确');
  const result = schema.safeParse(fields, { error: issueMessage });
  if (result.success) return result.data;
  const refusal = (result.error.issues[0] as { params?: { refusal?: unknown } } | undefined)?.params
    ?.refusal;
  if (refusal instanceof AppError) throw refusal;
  throw badRequest(validationMessage(result.error.issues));
}

/**
 * A transform whose `read` may throw one of the catalogue's refusals: the refusal becomes the
 * zod issue, and `parseFields` answers it as thrown. Calls whose spec fixes the answer to a bad
 * field (请输入正确的手机号 with its own code) declare their fields with it.
 */
export function refusing<In, Out>(read: (value: In) => Out) {
  return (value: In, ctx: z.RefinementCtx<In>): Out => {
    try {
      return read(value);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.msg, params: { refusal: error } });
      return z.NEVER;
    }
  };
}

/** A field read by `read` (see `refusing`), described for the API document. */
export function checked<Out>(read: (value: unknown) => Out, description: string) {
  return z.unknown().optional().describe(description).transform(refusing(read));
}

/** Query and body together (body wins), for calls whose fields may come either way. */
export function queryAndBody(query: unknown, body: unknown): unknown {
  const fromQuery = fieldsOf(query) ?? {};
  const fromBody = fieldsOf(body);
  if (fromBody === null) return body;
  return { ...fromQuery, ...fromBody };
}

// Control characters and unpaired surrogates: no field of ours carries them, PostgreSQL refuses
// a NUL byte in text and jsonb refuses a lone surrogate.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Half of a surrogate pair without its other half: broken Unicode. */
export const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text we can store and query: no control characters, no broken Unicode. */
export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

/** A number from JSON, or text (trimmed); '' reads as absent. */
function asText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? undefined : text;
  }
  return value;
}

/** Digits as a number; '' reads as absent. */
function asNumber(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return /^-?\d{1,15}$/.test(text) ? Number(text) : text;
  }
  return value;
}

interface TextOptions {
  max: number;
  /** The text must match (a refusal reads `格式不正确`). */
  pattern?: RegExp;
}

/** Required text, trimmed, at most `max` characters. */
export function text(options: TextOptions) {
  return z.preprocess(asText, textSchema(options));
}

/** Optional text ('' and absent are both undefined). */
export function optionalText(options: TextOptions) {
  return z.preprocess(asText, textSchema(options).optional());
}

function textSchema({ max, pattern }: TextOptions) {
  const base = z.string().min(1).max(max).refine(isCleanText, '格式不正确');
  return pattern ? base.refine((value) => pattern.test(value), '格式不正确') : base;
}

/** A required integer from `min` to `max` (a JSON number or digits). */
export function int(min: number, max = 2_147_483_647) {
  return z.preprocess(asNumber, z.int().min(min).max(max));
}

/** An optional integer from `min` to `max` ('' and absent are both undefined). */
export function optionalInt(min: number, max = 2_147_483_647) {
  return z.preprocess(asNumber, z.int().min(min).max(max).optional());
}

/** An integer from `min` to `max`; `fallback` when absent. */
export function intOr(min: number, max: number, fallback: number) {
  return z.preprocess(asNumber, z.int().min(min).max(max).default(fallback));
}

/** 0 or 1 (also true/false), `fallback` when absent. */
export function flag(fallback: 0 | 1) {
  return z.preprocess(
    (value) => {
      if (value === true || value === 'true') return 1;
      if (value === false || value === 'false') return 0;
      return asNumber(value);
    },
    z.literal([0, 1]).default(fallback),
  );
}

/** Ids that page files carry (code ids, notice and vacancy ids): a string or an integer. */
export const ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** A required id, as text (`1` and `"1"` are the same id). */
export function id() {
  return text({ max: 64, pattern: ID_PATTERN });
}

/** State codes (channels): short slugs, as enterprise WeChat's `state` allows (30 characters). */
export const STATE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const STATE_CODE_MAX_LENGTH = 30;

export function stateCode() {
  return text({ max: STATE_CODE_MAX_LENGTH, pattern: STATE_CODE_PATTERN });
}
