import { useSyncExternalStore } from 'react';
import type { RuntimePopups } from './runtime.ts';

/** Popup visibility per id (hidden at creation), shared by every block of one page. */
export function createPopupStore(): RuntimePopups & { isVisible(id: string): boolean } {
  let open = new Set<string>();
  const listeners = new Set<() => void>();
  const set = (id: string, visible: boolean) => {
    if (open.has(id) === visible) return;
    open = new Set(open);
    if (visible) open.add(id);
    else open.delete(id);
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    open: (id) => set(String(id), true),
    close: (id) => set(String(id), false),
    isVisible: (id) => open.has(String(id)),
    useVisible(id) {
      const key = String(id);
      return useSyncExternalStore(
        subscribe,
        () => open.has(key),
        () => false,
      );
    },
  };
}
