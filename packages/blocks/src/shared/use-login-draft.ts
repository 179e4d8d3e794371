import { useCallback, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../runtime.ts';
import { useEarlyEntries } from './use-early-entries.ts';
import type { EntryRef } from './use-early-entries.ts';

/**
 * Fields never kept, whatever a form calls them: a code texted to the visitor and a captcha's
 * answer are good for minutes and prove who holds the phone, so they never touch storage.
 */
export const NEVER_KEPT: ReadonlySet<string> = new Set([
  'code',
  'sms_code',
  'smsCode',
  'verify_code',
  'captcha',
  'ticket',
  'randstr',
  'password',
]);

/** Prefix of the sessionStorage keys (`<prefix><page code>:<form>`). */
export const LOGIN_DRAFT_PREFIX = 'h5-page:login-draft:';

export interface LoginDraft<T extends Record<string, string>> {
  values: T;
  set(field: keyof T & string, value: string): void;
  /** The ref of the field's control: what was typed there before hydration becomes its value. */
  entry(field: keyof T & string): EntryRef;
  /** Sends the visitor to login, keeping what was typed for their return (this tab only). */
  login(): void;
  /** Forgets what was kept: after a successful submit. */
  clear(): void;
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage refused (a private window, a sandboxed frame): the form simply starts empty.
    return null;
  }
}

/** The entries of `values` that may be kept: the form's own text fields, never a code. */
function keepable<T extends Record<string, string>>(values: T, shape: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const field of Object.keys(shape) as (keyof T & string)[]) {
    const value = values[field];
    if (!NEVER_KEPT.has(field) && typeof value === 'string' && value !== '') kept[field] = value;
  }
  return kept;
}

/**
 * A form's typed entries that survive the trip to login: `login()` keeps them in this tab's
 * sessionStorage (per page and form, never a code or captcha) and sends the visitor to log in;
 * back on the page, the form renders empty as the server drew it, then gets them back; `clear()`
 * after a successful submit forgets them. Every form block that can send to login uses it.
 */
export function useLoginDraft<T extends Record<string, string>>(
  form: string,
  initial: T,
): LoginDraft<T> {
  const runtime = useRuntime();
  const key = `${LOGIN_DRAFT_PREFIX}${runtime.page.code}:${form}`;
  const shape = useRef(initial).current;
  const [values, setValues] = useState<T>(initial);
  const latest = useRef(values);
  latest.current = values;

  useEffect(() => {
    const raw = sessionStore()?.getItem(key);
    if (!raw) return;
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      return;
    }
    if (!stored || typeof stored !== 'object') return;
    const kept = keepable(stored as T, shape);
    if (Object.keys(kept).length > 0) setValues((old) => ({ ...old, ...kept }));
  }, [key, shape]);

  const set = useCallback((field: keyof T & string, value: string) => {
    setValues((old) => ({ ...old, [field]: value }));
  }, []);

  const early = useEarlyEntries();
  const entry = (field: keyof T & string) =>
    early(field, values[field] ?? '', (text) => set(field, text));

  const login = useCallback(() => {
    try {
      sessionStore()?.setItem(key, JSON.stringify(keepable(latest.current, shape)));
    } catch {
      // Storage full or refused: login still goes on, the entries are lost as before.
    }
    runtime.env.login();
  }, [key, shape, runtime]);

  const clear = useCallback(() => {
    try {
      sessionStore()?.removeItem(key);
    } catch {
      // Nothing kept, nothing to forget.
    }
  }, [key]);

  return { values, set, entry, login, clear };
}
