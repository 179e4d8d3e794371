import { AppError } from '../errors.ts';

/** Password hashes computed at once: one, so a sign-in flood holds at most one core. */
const RUNNING = 1;
/** Hashes waiting their turn; beyond this a sign-in is refused at once (503). */
const WAITING = 16;

const waiting: Array<() => void> = [];
let running = 0;

// A finished hash hands its slot straight to the first waiter, so none can jump the queue.
function done(): void {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
}

/**
 * Where every scrypt of this process passes (sign-in, password change, new accounts): scrypt
 * is built to cost CPU and memory, and it runs on libuv's small thread pool that compression
 * and file reads share, so however many sign-ins arrive (made-up names included), at most
 * one hash runs and a few wait; the rest are refused with ADMIN_SIGN_IN_BUSY before any work,
 * and visitor pages keep their core.
 */
export async function throughPasswordGate<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING) {
    if (waiting.length >= WAITING) throw new AppError('ADMIN_SIGN_IN_BUSY');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    done();
  }
}
