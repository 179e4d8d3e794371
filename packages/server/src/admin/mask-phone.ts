/** A phone number as editors see it: the first 3 and last 4 digits (138****6621). */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
