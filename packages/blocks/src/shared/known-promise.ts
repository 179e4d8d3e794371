/** A promise carrying its outcome as React's `use` reads it. */
type KnownPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * `promise`, marked with its outcome once it has one (`status`, `value`, `reason`: the fields
 * React's `use` looks for), so a component that `use`s it after it settled renders at once
 * instead of suspending for a tick it did not need.
 */
export function knownPromise<T>(promise: Promise<T>): Promise<T> {
  const known = promise as KnownPromise<T>;
  known.status = 'pending';
  known.then(
    (value) => {
      known.status = 'fulfilled';
      known.value = value;
    },
    (reason: unknown) => {
      known.status = 'rejected';
      known.reason = reason;
    },
  );
  return known;
}
