import { useCallback, useRef, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { PrivacyStatement } from '@h5-page/schema/privacy-statement';
import { useRuntime } from '../runtime.ts';

export interface PrivacyStatementState {
  statement: PrivacyStatement | null;
  failed: boolean;
  /** Reads the statement in force (one read at a time); resolves it, or null on failure. */
  load(): Promise<PrivacyStatement | null>;
}

/**
 * The statement a form that takes personal data asks consent to, read from the server when the
 * visitor first needs it (ticks the box, opens it, or sends), never from the page's HTML: a
 * cached page could carry a version no longer in force, and the server takes consent to the
 * current one only. Most visitors never touch a form, so a page view costs no read.
 */
export function usePrivacyStatement(): PrivacyStatementState {
  const runtime = useRuntime();
  const [statement, setStatement] = useState<PrivacyStatement | null>(null);
  const [failed, setFailed] = useState(false);
  const pending = useRef<Promise<PrivacyStatement | null> | null>(null);

  const load = useCallback(() => {
    pending.current ??= runtime.api
      .get<PrivacyStatement>(API_PATHS.PRIVACY_STATEMENT, {}, { quiet: true })
      .then(
        (answer) => {
          const ok = typeof answer?.version === 'number' && typeof answer.text === 'string';
          setFailed(!ok);
          if (ok) setStatement(answer);
          return ok ? answer : null;
        },
        () => {
          setFailed(true);
          return null;
        },
      )
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, [runtime]);

  return { statement, failed, load };
}
