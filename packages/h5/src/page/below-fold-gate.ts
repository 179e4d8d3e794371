let gate: Promise<void> | null = null;

/**
 * Set by the browser entry before it hydrates server HTML: the blocks below the first screen
 * wait for `until` before their code loads. Pages rendered later in the browser do not wait.
 */
export function holdBelowFold(until: Promise<void>): void {
  gate = until;
  void until.finally(() => {
    if (gate === until) gate = null;
  });
}

/** What blocks below the first screen wait for while the server's HTML hydrates, else null. */
export function belowFoldGate(): Promise<void> | null {
  return gate;
}
