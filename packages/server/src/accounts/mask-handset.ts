/** `13800138000` → `138****8000`. */
export function maskHandset(handset: string): string {
  return handset.length === 11 ? `${handset.slice(0, 3)}****${handset.slice(7)}` : handset;
}
