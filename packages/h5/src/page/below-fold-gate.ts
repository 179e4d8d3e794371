/** What the blocks the server rendered below the first screen wait for before they hydrate. */
export interface BelowFoldGate {
  /** Settles once the top-level block at `index` may hydrate: the same promise for one index. */
  until(index: number): Promise<void>;
}

let gate: BelowFoldGate | null = null;

/**
 * Set by the browser entry before it hydrates server HTML. Pages rendered later in the browser
 * (after a navigation) do not wait: the page that hydrated lets go of the gate once committed.
 */
export function holdBelowFold(next: BelowFoldGate): void {
  gate = next;
}

/** The gate of the server HTML being hydrated, else null. */
export function belowFoldGate(): BelowFoldGate | null {
  return gate;
}

/** Called once the hydrated page has committed: pages rendered after it do not wait. */
export function forgetBelowFoldGate(held: BelowFoldGate | null): void {
  if (gate === held) gate = null;
}
