import type { Block } from '@h5-page/schema/page';

/** What the blocks the server rendered below the first screen wait for before they hydrate. */
export interface BelowFoldGate {
  /** Settles once the top-level block at `index` may hydrate: the same promise for one index. */
  until(index: number): Promise<void>;
  /**
   * The whole top-level block at `index` once `until(index)` has settled, where the page's data
   * held only its stub (a published document's blocks past the first screen); else undefined.
   */
  whole?(index: number): Block | undefined;
  /**
   * The first screen has hydrated: from now on the blocks below it are let go as the visitor
   * nears them. Not sooner, so their code never competes with the first screen's.
   */
  start(): void;
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

/**
 * Called once the hydrated page has committed: the blocks below its first screen start coming in
 * as the visitor nears them, and pages rendered after it do not wait.
 */
export function forgetBelowFoldGate(held: BelowFoldGate | null): void {
  held?.start();
  if (gate === held) gate = null;
}
