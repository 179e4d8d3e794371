import { z } from 'zod';
import { isStatsDate } from '@h5-page/schema/stats-period';
import {
  CONTROL_REFUSED,
  isCleanParagraph,
  isCleanText,
  LONE_SURROGATE,
} from '@h5-page/schema/clean-text';
import { AppError, badRequest } from '../errors.ts';
import { fieldName, issueMessage, validationMessage } from './validation-message.ts';

/**
 * The one vocabulary of request fields: every route reads its query, body and params through
 * zod schemas made of these helpers (or plain zod), checked by `zod-validator.ts`.
 *
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
  if (result.success) {
    const unstorable = CLEANS_ITS_TEXT.has(schema) ? null : unstorableText(result.data);
    if (unstorable) throw badRequest(`参数 ${fieldName(unstorable.path)} ${unstorable.problem}`);
    return result.data;
  }
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

export { CONTROL_REFUSED, isCleanParagraph, isCleanText, LONE_SURROGATE };

const NUL = '\u0000';

const CLEANS_ITS_TEXT = new WeakSet<z.ZodType>();

/**
 * A request schema whose handler cleans what no column can hold instead of refusing it (the
 * collector keeps a beacon's events, cleaned, whatever a page sent): `parseFields` leaves its
 * text to it.
 */
export function cleansItsOwnText<T extends z.ZodType>(schema: T): T {
  CLEANS_ITS_TEXT.add(schema);
  return schema;
}

/** Where a value sits in a request: its key and the place of what holds it. */
interface Place {
  key: PropertyKey;
  parent: Place | null;
}

function pathOf(place: Place | null): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = place; at; at = at.parent) path.unshift(at.key);
  return path;
}

function textProblem(text: string): string | null {
  if (text.includes(NUL)) return CONTROL_REFUSED;
  if (LONE_SURROGATE.test(text)) return '含有不完整的 Unicode 字符';
  return null;
}

/**
 * The first string (value or key) in a parsed request that no column can hold: a NUL byte
 * (PostgreSQL refuses it in text and jsonb) or half a surrogate pair (jsonb refuses it). Every
 * route's fields pass here after their schema, so a field declared as plain `z.string()` or
 * `z.unknown()` is refused with its name rather than failing in the driver; what a schema cleaned
 * passes clean. A loop, not recursion: a body may nest as deep as JSON allows.
 */
function unstorableText(value: unknown): { path: PropertyKey[]; problem: string } | null {
  const pending: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, place } = next;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return { path: pathOf(place), problem };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--)
        pending.push({ value: item[index], place: { key: index, parent: place } });
      continue;
    }
    const prototype = Object.getPrototypeOf(item) as unknown;
    if (prototype !== Object.prototype && prototype !== null) continue;
    for (const [key, child] of Object.entries(item).reverse()) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: pathOf({ key, parent: place }), problem: keyProblem };
      pending.push({ value: child, place: { key, parent: place } });
    }
  }
  return null;
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

/** Text trimmed, '' read as absent; anything else as it came (JSON bodies write text as text). */
function asTrimmed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** Text of several lines (a statement, a note), trimmed, at most `max` characters. */
export function paragraph(options: { max: number }) {
  return z.preprocess(asTrimmed, paragraphSchema(options));
}

/** An optional paragraph ('' and absent are both undefined). */
export function optionalParagraph(options: { max: number }) {
  return z.preprocess(asTrimmed, paragraphSchema(options).optional());
}

function paragraphSchema({ max }: { max: number }) {
  return z.string().min(1).max(max).refine(isCleanParagraph, CONTROL_REFUSED);
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const NOT_A_DAY = '不是有效的日期（YYYY-MM-DD，如 2026-03-01）';

/** An optional calendar day, `YYYY-MM-DD`, that exists (2026-02-30 does not). */
export function optionalDay() {
  return optionalText({ max: 10, pattern: DAY_PATTERN }).refine(
    (value) => value === undefined || isStatsDate(value),
    NOT_A_DAY,
  );
}

const ISO_INSTANT =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):?(\d{2}))$/;

/**
 * An ISO 8601 instant with its offset (`2026-03-01T08:00:00+08:00`) naming a time that exists:
 * `Date.parse` turns 2026-02-30 into 2 March and 24:00 into the next day without a word.
 */
export function isIsoInstant(text: string): boolean {
  const match = ISO_INSTANT.exec(text);
  if (!match || !isStatsDate(match[1]!)) return false;
  const [hour, minute, second, offsetHour, offsetMinute] = match.slice(2).map(Number);
  return (
    hour! < 24 &&
    minute! < 60 &&
    (Number.isNaN(second) || second! < 60) &&
    (Number.isNaN(offsetHour) || offsetHour! < 24) &&
    (Number.isNaN(offsetMinute) || offsetMinute! < 60)
  );
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

/**
 * An optional integer the spec allows only some values of (a JSON number or digits; '' and
 * absent are both undefined): anything else is told `只能是 1、2、3`.
 */
export function optionalIntIn(values: readonly [number, ...number[]]) {
  return z.preprocess(asNumber, z.literal(values).optional());
}

/**
 * One of `values` (text, trimmed): anything else is told `只能是 buy、sell`; absent or '' is
 * refused as missing, or reads as `fallback` when one is given.
 */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback?: T[number],
) {
  const choice = z.enum(values);
  return z.preprocess(asText, fallback === undefined ? choice : choice.default(fallback));
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

/*
 * Readers for fields whose refusal the spec fixes (the passport and lead calls: 请输入正确的手机号,
 * 请输入姓名和手机号, each with its own code). They never throw: a `checked` field reads its value
 * with them and throws the refusal its call answers. Lengths count characters, not UTF-16 units.
 */

/**
 * A field as trimmed text: strings, and numbers (JSON may send a phone as a number). Undefined
 * when missing or not text (an object, a repeated form field); null when it is text we refuse
 * (control characters, broken Unicode) or longer than `max` characters.
 */
export function textField(value: unknown, max: number): string | null | undefined {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else return undefined;
  text = text.trim();
  if (!isCleanText(text) || [...text].length > max) return null;
  return text;
}

/**
 * An optional text field: '' when missing, null or empty; the trimmed text when it is text of
 * at most `max` characters; null (refuse it) when it is anything else (an object, a list, junk).
 */
export function optionalTextField(value: unknown, max: number): string | null {
  if (value === undefined || value === null) return '';
  return textField(value, max) ?? null;
}

/** A positive integer (a number, or digits as text) up to PostgreSQL's integer; else null. */
export function positiveIntField(value: unknown): number | null {
  const text = textField(value, 10);
  if (!text || !/^\d+$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= 2_147_483_647 ? number : null;
}

/** 0 or 1 from 0/1, '0'/'1', true/false; undefined when missing; null when anything else. */
export function flagField(value: unknown): 0 | 1 | null | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return 1;
  if (value === false || value === 0 || value === '0' || value === 'false') return 0;
  return null;
}

/** Optional text kept for the record: junk (not text, too long) reads as '', never refused. */
export function keptText(max: number, description: string) {
  return checked((value) => optionalTextField(value, max) ?? '', description);
}
