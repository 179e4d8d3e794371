import { useState } from 'react';
import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';
import { PrivacyDialog } from './privacy-dialog.tsx';
import type { Consent } from './use-consent.ts';
import { useEarlyEntries } from './use-early-entries.ts';
import './consent.css';

export interface ConsentLineProps {
  /** The form's consent (`useConsent`): the box's state and the statement. */
  consent: Consent;
  /** The form's own class beside `h5-consent`, for its spacing and colours. */
  className?: string;
}

/**
 * 我已阅读并同意《个人信息保护声明》 under every form that takes personal data: the box, then the
 * statement's name, a button that opens the statement over the page. Unticked in server HTML; a
 * tick given before the form came alive is kept (`useEarlyEntries`).
 */
export function ConsentLine({ consent, className }: ConsentLineProps) {
  const [reading, setReading] = useState(false);
  const entry = useEarlyEntries();

  const open = () => {
    setReading(true);
    if (!consent.statement) void consent.load();
  };

  return (
    <div className={className ? `h5-consent ${className}` : 'h5-consent'}>
      <label className="h5-consent-label">
        <input
          type="checkbox"
          className="h5-consent-box"
          name="consent"
          aria-label={`${PRIVACY_TEXT.CONSENT_PREFIX}${PRIVACY_TEXT.CONSENT_NAME}`}
          checked={consent.agreed}
          onChange={(event) => consent.agree(event.target.checked)}
          ref={entry('consent', consent.agreed, consent.agree)}
        />
        {PRIVACY_TEXT.CONSENT_PREFIX}
      </label>
      <button type="button" className="h5-consent-link" aria-haspopup="dialog" onClick={open}>
        {PRIVACY_TEXT.CONSENT_NAME}
      </button>
      <PrivacyDialog
        open={reading}
        statement={consent.statement}
        failed={consent.failed}
        onClose={() => setReading(false)}
      />
    </div>
  );
}
