import type { FastifyRequest } from 'fastify';
import { PAGE_CODE_MAX_LENGTH } from '@h5-page/schema/page';
import { matchRoute } from '@h5-page/schema/page-route';
import { isCleanText } from '../core/fields.ts';

/**
 * Reading the fields of the passport and lead calls. They come as JSON or form-encoded, from
 * forms and from anyone: every field may be missing, of the wrong type, or junk. These helpers
 * never throw; the routes' declared schemas decide what a missing or bad field answers.
 */

/** Mainland China mobile numbers. */
export { MAINLAND_MOBILE } from '@h5-page/schema/mainland-mobile';

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

const PAGE_CODE = new RegExp(`^[A-Za-z0-9_-]{1,${PAGE_CODE_MAX_LENGTH}}$`);

/** A page code as pages are named (a slug), or null. */
export function pageCodeOf(value: string | null | undefined): string | null {
  return value && PAGE_CODE.test(value) ? value : null;
}

/**
 * The page a lead came from, read from its Referer by the visitors' own route matcher: the page
 * the browser showed at that address (`/h5-page/h5/<code>`, a campaign route, `/pc-page/pc/<code>`),
 * so a lead is credited to the page its visitor saw. Null when the address shows no page.
 */
export function pageCodeFromReferer(referer: string | undefined): string | null {
  if (!referer || referer.length > 4096) return null;
  let path: string;
  try {
    path = new URL(referer, 'http://referer.invalid').pathname;
  } catch {
    return null;
  }
  const match = matchRoute(path);
  return match.route === 'page' ? pageCodeOf(match.code) : null;
}

/** The caller's address, for per-IP limits and the captcha check. */
export function clientIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

/** `13800138000` → `138****8000`. */
export function maskHandset(handset: string): string {
  return handset.length === 11 ? `${handset.slice(0, 3)}****${handset.slice(7)}` : handset;
}
