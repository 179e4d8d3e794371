/** A mainland China mobile number: 11 digits, 1 then 3–9. One rule for the forms and the server. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

export function isMainlandMobile(handset: string): boolean {
  return MAINLAND_MOBILE.test(handset);
}
