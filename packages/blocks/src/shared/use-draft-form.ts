import { useRef, useState } from 'react';
import { useRuntime } from '../runtime.ts';
import { useConsent } from './use-consent.ts';
import type { Consent } from './use-consent.ts';
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
  /** Consent to the personal-information statement, which the form shows (`<ConsentLine>`). */
  consent: Consent;
  /**
   * A guest is sent to login, keeping what was typed. Otherwise `request` checks the entries
   * (undefined: it has toasted why not) and says what to post with the visitor's token; the
   * post carries the version of the statement the visitor agreed to (`consent_version`).
   */
  submit(request: () => DraftRequest | undefined): Promise<void>;
}

/**
 * A logged-in visitor's request form (brokerage account, holdings check-up): its entries survive
 * the trip to login, one post at a time, forgotten once the server took them. Each takes
 * personal data, so none is sent before the visitor agreed to the statement.
 */
export function useDraftForm<T extends Record<string, string>>(
  form: string,
  initial: T,
): DraftForm<T> {
  const runtime = useRuntime();
  const draft = useLoginDraft(form, initial);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const consent = useConsent();
  // Reading the statement takes a moment: a second tap meanwhile must not post twice.
  const sending = useRef(false);

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
    if (sending.current) return;
    const checked = request();
    if (!checked) return;
    sending.current = true;
    setBusy(true);
    try {
      const consentVersion = await consent.consented();
      if (consentVersion === null) return;
      const body = { ...checked.body, consent_version: consentVersion };
      try {
        const answer = await runtime.api.post(checked.path, body, { needToken: true });
        if (answer !== undefined) {
          draft.clear();
          setDone(true);
        }
      } catch {
        // The API client has shown the server's msg; a statement changed meanwhile unticks the
        // box, so the visitor reads the new one and agrees again.
        await consent.changedSince(consentVersion);
      }
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return { values: draft.values, bind, busy, done, consent, submit };
}
