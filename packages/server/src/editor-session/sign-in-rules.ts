import { AppError } from '../errors.ts';
import { addressNetwork } from '../counters/address-network.ts';
import type { RateRule } from '../counters/rate-limit.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Password guesses (sign-in, and the old password of a password change), counted before the
 * password is checked: ten per user and address (an IPv6 address's /64) per quarter hour, and twenty per address
 * whatever the user names, so made-up names are limited too. Right passwords give their
 * attempt back; over a limit, 429 until the window passes.
 */
export function signInRules(user: string, ip: string): RateRule[] {
  const refuse = () => new AppError('ADMIN_SIGN_IN_LOCKED');
  const source = addressNetwork(ip);
  return [
    { key: `admin-sign-in:${user}:${source}`, windowMs: WINDOW_MS, limit: 10, refuse },
    { key: `admin-sign-in-ip:${source}`, windowMs: WINDOW_MS, limit: 20, refuse },
  ];
}
