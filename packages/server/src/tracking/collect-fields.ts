import { VARIANT_TOKEN_PATTERN } from '@h5-page/schema/variants';
import { LONE_SURROGATE } from '../core/fields.ts';

/**
 * Cleaning of what visitors' beacons send: a value is kept only in the shape we expect,
 * shortened where long, and dropped (null) otherwise, so junk never reaches the events table raw.
 */

/** The first value of a query parameter that may be repeated. */
export function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

const SLUG = /^[A-Za-z0-9_-]+$/;
const TOKEN = /^[A-Za-z0-9_.:@-]+$/;

/** A page code: a slug of at most 64 characters. */
export function cleanPageCode(value: unknown): string | null {
  const text = first(value);
  return typeof text === 'string' && text.length <= 64 && SLUG.test(text) ? text : null;
}

/** A page id (`extra.pageID`): a non-negative 32-bit integer, as a number or digits. */
export function cleanPageId(value: unknown): number | null {
  const raw = first(value);
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d{1,10}$/.test(raw)
        ? Number(raw)
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 2_147_483_647 ? n : null;
}

/** A session id or uid: an opaque token of at most 64 characters. */
export function cleanToken(value: unknown): string | null {
  const raw = first(value);
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
  return typeof text === 'string' && text.length <= 64 && TOKEN.test(text) ? text : null;
}

/**
 * An A/B variant's token as the visitor app reports it (its key, marked when the visitor is in an
 * automatic allocation's holdout); anything else is no variant.
 */
export function cleanVariant(value: unknown): string | null {
  const raw = first(value);
  return typeof raw === 'string' && VARIANT_TOKEN_PATTERN.test(raw) ? raw : null;
}

/** Free text (a path): control characters removed, at most `max` characters. */
export function cleanText(value: unknown, max: number): string | null {
  const text = first(value);
  if (typeof text !== 'string') return null;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) continue;
    out += char;
    if (out.length >= max) break;
  }
  return out === '' ? null : out.slice(0, max);
}

/**
 * A click's `data` object, made storable: jsonb refuses NUL and unpaired surrogates, and one
 * such event would otherwise fail every insert of its batch, forever. Deep values are cut off.
 */
export function cleanData(value: Record<string, unknown>): Record<string, unknown> {
  return cleanJson(value, 0) as Record<string, unknown>;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
const storable = (text: string): string =>
  text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD');

function cleanJson(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return storable(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 5) return null;
  if (Array.isArray(value)) return value.map((item) => cleanJson(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[storable(key)] = cleanJson(item, depth + 1);
  return out;
}
