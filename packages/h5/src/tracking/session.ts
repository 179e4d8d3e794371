const SESSION_KEY = 'h5_page_sid';

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID().replace(/-/g, '');
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** The visit's session id, kept in sessionStorage (a fresh one per tab session). */
export function sessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const existing = storage?.getItem(SESSION_KEY);
    if (existing) return existing;
    const id = randomId();
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    // Storage can be blocked (private mode, sandboxed web views).
    return randomId();
  }
}
