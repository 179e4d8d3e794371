import { PRIVACY_TEXT } from '@h5-page/schema/privacy-statement';

/** The consent box's accessible name on every form that takes personal data. */
export const CONSENT = `${PRIVACY_TEXT.CONSENT_PREFIX}${PRIVACY_TEXT.CONSENT_NAME}`;
