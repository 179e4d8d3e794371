import { z } from 'zod';
import type { core } from 'zod';
import { badRequest } from '../../errors.ts';

/**
 * Reading the queries and bodies of the campaign calls with zod. Queries are text; bodies come
 * as JSON or form-encoded (text again), so numbers and flags are taken as numbers or digits. A
 * failure is a 400 whose msg names the parameter: `参数 group_id 应为整数`,
 * `参数 state 不能为空`, `参数 page 不能超过 256 个字符`.
 */

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '整数',
  int: '整数',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
};

/** The Chinese message of a zod issue, without the parameter name. */
export function issueMessage(issue: core.$ZodRawIssue): string {
  const missing = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
      if (missing) return '不能为空';
      // Query values are text unless the parameter was repeated.
      if (Array.isArray(issue.input) && issue.expected !== 'array') return '只能传一个值';
      return `应为${TYPE_NAMES[issue.expected] ?? '正确的格式'}`;
    case 'invalid_value':
      if (missing) return '不能为空';
      return issue.values.length <= 10
        ? `只能是 ${issue.values.map(String).join('、')}`
        : '的值不正确';
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? '不能为空' : `至少 ${min} 个字符`;
      if (issue.origin === 'array') return `至少 ${min} 项`;
      return `不能小于 ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `不能超过 ${max} 个字符`;
      if (issue.origin === 'array') return `最多 ${max} 项`;
      return `不能大于 ${max}`;
    }
    default:
      return '格式不正确';
  }
}

/** `items/3/text` → `items[3].text`. */
function pathName(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out = out ? `${out}.${String(part)}` : String(part);
  }
  return out.length > 64 ? `${out.slice(0, 61)}...` : out;
}

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
  const issue = result.error.issues[0];
  const name = issue ? pathName(issue.path) : '';
  throw badRequest(name ? `参数 ${name} ${issue?.message ?? '格式不正确'}` : '请求内容格式不正确');
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
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

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
