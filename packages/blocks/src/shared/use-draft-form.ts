import { useState } from 'react';
import { useRuntime } from '../runtime.ts';
import type { EntryRef } from './use-early-entries.ts';
import { useLoginDraft } from './use-login-draft.ts';

/** Where a checked form goes, and what it sends. */
export interface DraftRequest {
  path: string;
  body: Record<string, string>;
}

export interface DraftForm<T extends Record<string, string>> {
  values: T;
  /** The value, change handler and ref of one field's input. */
  bind(field: keyof T & string): {
    value: string;
    onChange(event: { target: { value: string } }): void;
    ref: EntryRef;
  };
  busy: boolean;
  /** The server took the form. */
  done: boolean;
  /**
   * A guest is sent to login, keeping what was typed. Otherwise `request` checks the entries
   * (undefined: it has toasted why not) and says what to post with the visitor's token.
   */
  submit(request: () => DraftRequest | undefined): Promise<void>;
}

/**
 * A logged-in visitor's request form (brokerage account, holdings check-up): its entries survive
 * the trip to login, one post at a time, forgotten once the server took them.
 */
export function useDraftForm<T extends Record<string, string>>(
  form: string,
  initial: T,
): DraftForm<T> {
  const runtime = useRuntime();
  const draft = useLoginDraft(form, initial);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const bind = (field: keyof T & string) => ({
    value: draft.values[field] ?? '',
    onChange: (event: { target: { value: string } }) => draft.set(field, event.target.value),
    ref: draft.entry(field),
  });

  const submit = async (request: () => DraftRequest | undefined) => {
    if (!runtime.auth.token()) {
      draft.login();
      return;
    }
    if (busy) return;
    const checked = request();
    if (!checked) return;
    setBusy(true);
    try {
      const answer = await runtime.api.post(checked.path, checked.body, { needToken: true });
      if (answer !== undefined) {
        draft.clear();
        setDone(true);
      }
    } catch {
      // The API client has shown the server's msg.
    } finally {
      setBusy(false);
    }
  };

  return { values: draft.values, bind, busy, done, submit };
}
