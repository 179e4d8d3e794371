import { useEffect, useState } from 'react';

export type Presence = 'open' | 'closing' | 'closed';

/**
 * Whether an overlay is shown, closing (its leave animation of `exitMs` runs) or gone. It is
 * 'closed' at first unless `visible`, so server HTML and hydration hold nothing of a hidden overlay.
 */
export function usePresence(visible: boolean, exitMs: number): Presence {
  const [mounted, setMounted] = useState(visible);
  // Adjusting state while rendering: the overlay mounts in the same render that shows it.
  if (visible && !mounted) setMounted(true);
  useEffect(() => {
    if (visible || !mounted) return;
    const timer = setTimeout(() => setMounted(false), exitMs);
    return () => clearTimeout(timer);
  }, [visible, mounted, exitMs]);
  return visible ? 'open' : mounted ? 'closing' : 'closed';
}
