/** Who wants to know that the login token changed (set by a login, cleared by an expired one). */
export interface AuthChanges {
  subscribe(listener: () => void): () => void;
  notify(): void;
}

/**
 * The page's login changes: the token lives in a cookie nobody watches, so whoever writes or
 * clears it says so here, and the blocks (through the runtime's `auth.subscribe`) render again.
 */
export function createAuthChanges(): AuthChanges {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify() {
      for (const listener of [...listeners]) listener();
    },
  };
}
