import { useOwnPhone } from './use-own-phone.ts';
import './consent.css';

export const OWN_PHONE_TEXT = {
  LABEL: '手机号',
  /** Until the number is known (signed out, or being read). */
  PENDING: '使用您登录的手机号',
  NOTE: '（登录手机号）',
} as const;

/**
 * The phone field of a signed-in visitor's request form: their own number, masked and not
 * editable, where other forms have an input (`className`: the form's field box, else its own).
 */
export function OwnPhone({ className }: { className?: string }) {
  const phone = useOwnPhone();
  return (
    <p className={`h5-own-phone ${className ?? 'h5-own-phone-box'}`}>
      <span className="h5-own-phone-label">{OWN_PHONE_TEXT.LABEL}</span>
      {phone ? (
        <span className="h5-own-phone-value">
          {phone}
          <span className="h5-own-phone-note">{OWN_PHONE_TEXT.NOTE}</span>
        </span>
      ) : (
        <span className="h5-own-phone-value h5-own-phone-pending">{OWN_PHONE_TEXT.PENDING}</span>
      )}
    </p>
  );
}
