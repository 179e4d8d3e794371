/** Cents as yuan with two decimals and thousands separators: 123456789 → 1,234,567.89. */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate as a signed percentage: 0.123456 → +12.35%. */
export function percent(rate: number): string {
  const value = (rate * 100).toFixed(2);
  return rate > 0 ? `+${value}%` : `${value}%`;
}

/** The colour class of a change: red up, green down (the A-share convention). */
export function trend(value: number): string {
  if (value > 0) return 'h5-sim-up';
  if (value < 0) return 'h5-sim-down';
  return '';
}
