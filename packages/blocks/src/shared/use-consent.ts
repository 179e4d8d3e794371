import { useState } from 'react';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { useRuntime } from '../runtime.ts';
import { usePrivacyStatement } from './use-privacy-statement.ts';
import type { PrivacyStatementState } from './use-privacy-statement.ts';

export interface Consent extends PrivacyStatementState {
  /** The box 我已阅读并同意《个人信息保护声明》 is ticked. */
  agreed: boolean;
  /** Ticks or unticks the box; ticking starts reading the statement, so sending waits less. */
  agree(checked: boolean): void;
  /**
   * The version of the statement the visitor agreed to, which the request carries as
   * `consent_version`; null once the visitor was told what is missing (the box, or a statement
   * that could not be read).
   */
  consented(): Promise<number | null>;
  /**
   * After the server refused a request that carried `version`: whether the statement in force
   * is another one now. Then the box is unticked, so the visitor reads the new text and agrees
   * again (the server's msg has said so).
   */
  changedSince(version: number): Promise<boolean>;
}

/**
 * Consent to the personal-information statement, for every form that takes personal data: what
 * the form asks before it sends a code or its data, and the version it sends. `<ConsentLine>`
 * shows the box and opens the statement.
 */
export function useConsent(): Consent {
  const runtime = useRuntime();
  const privacy = usePrivacyStatement();
  const [agreed, setAgreed] = useState(false);

  const agree = (checked: boolean) => {
    setAgreed(checked);
    if (checked && !privacy.statement) void privacy.load();
  };

  const consented = async (): Promise<number | null> => {
    if (!agreed) {
      runtime.toast(PRIVACY_TEXT.CONSENT_REQUIRED);
      return null;
    }
    const statement = privacy.statement ?? (await privacy.load());
    if (statement) return statement.version;
    runtime.toast(PRIVACY_TEXT.LOAD_FAILED);
    return null;
  };

  const changedSince = async (version: number): Promise<boolean> => {
    const current = await privacy.load();
    if (!current || current.version === version) return false;
    setAgreed(false);
    return true;
  };

  return { ...privacy, agreed, agree, consented, changedSince };
}
