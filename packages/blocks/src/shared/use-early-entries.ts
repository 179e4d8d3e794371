import { useCallback, useRef } from 'react';

/** A form control a visitor can fill in while it is still the server's HTML. */
export type EntryControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The ref of one control (the same function for the same key, so React calls it on mount only). */
export type EntryRef = (control: EntryControl | null) => void;

/**
 * `entry(key, rendered, adopt)`: the ref of the control `key`, which renders `rendered` (its text,
 * or whether it is ticked). When the control comes alive holding something else, `adopt` is told
 * what it holds, as the control's change handler would have been.
 */
export type EarlyEntries = <T extends string | boolean>(
  key: string,
  rendered: T,
  adopt: (entry: T) => void,
) => EntryRef;

interface Rendered {
  rendered: string | boolean;
  adopt(entry: string | boolean): void;
}

const ticks = (control: EntryControl): control is HTMLInputElement =>
  control.type === 'checkbox' || control.type === 'radio';

/**
 * What a visitor types, ticks or chooses in a block before it is interactive belongs to the visit,
 * not to the render. The page shows the server's HTML while a block's code is on its way, and
 * the browser lets the visitor fill it in; hydration keeps what the controls hold on screen but
 * starts the block's state from the server's (empty) values, so the next render would wipe the
 * entry, and until then a tap would not see it. Each control's ref reads it back the moment the
 * control comes alive (in the commit that hydrates it, before anything renders again) and hands
 * it to the block's state; a control created in the browser holds what it rendered, and nothing
 * is adopted. The control is never written to, so a visitor typing through an input method at
 * that moment keeps their composition.
 */
export function useEarlyEntries(): EarlyEntries {
  const latest = useRef(new Map<string, Rendered>());
  const refs = useRef(new Map<string, EntryRef>());
  return useCallback(
    <T extends string | boolean>(key: string, rendered: T, adopt: (entry: T) => void): EntryRef => {
      latest.current.set(key, { rendered, adopt: adopt as Rendered['adopt'] });
      let ref = refs.current.get(key);
      if (!ref) {
        ref = (control) => {
          const now = latest.current.get(key);
          if (!control || !now) return;
          const entry = ticks(control) ? control.checked : control.value;
          if (entry !== now.rendered) now.adopt(entry);
        };
        refs.current.set(key, ref);
      }
      return ref;
    },
    [],
  );
}
