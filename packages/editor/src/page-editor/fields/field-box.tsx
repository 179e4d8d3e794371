import { useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { createUsePuck } from '@puckeditor/core';
import { EditorContext } from '../editor-context.ts';
import { belongs } from './field-problems.tsx';
import { ROOT_KEY } from '../checks/locate-problems.ts';

const usePuck = createUsePuck();

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, [role="combobox"], button';

/**
 * The box of one field in the side panel, named by its path (`value.background`). When the
 * problem badge asks for this field of the selected block (or of the page settings), it takes the
 * focus as soon as the panel shows it, and again if the panel is drawn anew meanwhile.
 */
export function FieldBox({
  name,
  className,
  children,
}: {
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const selected = usePuck((s) => s.selectedItem?.props.id as string | undefined);
  const { focusRequest, onFocused } = useContext(EditorContext);
  useEffect(() => {
    if (!focusRequest || focusRequest.id !== (selected ?? ROOT_KEY)) return;
    if (!belongs(focusRequest.path, name)) return;
    const current = box.current;
    const target = current?.querySelector<HTMLElement>(FOCUSABLE);
    if (!current || !target) return;
    if (!current.contains(document.activeElement)) {
      current.scrollIntoView({ block: 'center' });
      target.focus();
    }
    // A hidden copy of the panel takes no focus; the copy that shows answers the request. But the
    // dialog the request came from may still hold the focus (it keeps it inside while it closes,
    // as when the field's block was already selected and nothing else redraws): then the field
    // takes it once the dialog has let it go, below.
    const dialogHolds = document.activeElement?.closest('[role="dialog"]') != null;
    if (!current.contains(document.activeElement) && !dialogHolds) return;
    // The request holds while the page may still take the focus away without the marketer doing
    // anything: Puck redrawing the panel, or the dialog the request came from closing. Focus left
    // on nothing goes back to the field. The request ends once the marketer moves elsewhere: a
    // pointer, or the focus entering another field (not a dialog's own focus keeping).
    const release = (event: Event) => {
      const target = event.target as Element | null;
      if (event.type === 'focusin' && target?.closest?.('[role="dialog"]')) return;
      const field = target?.closest?.('[data-field]');
      if (field?.getAttribute('data-field') !== name) onFocused();
    };
    const refocus = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    // Once at the change, and once the browser has laid it out: an element hidden by a change
    // of style loses the focus only then.
    const observer = new MutationObserver(() => {
      refocus();
      requestAnimationFrame(refocus);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden'],
    });
    document.addEventListener('focusin', release);
    document.addEventListener('pointerdown', release, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', release);
      document.removeEventListener('pointerdown', release, true);
    };
  }, [focusRequest, selected, name, onFocused]);
  return (
    <div ref={box} data-field={name} className={className}>
      {children}
    </div>
  );
}
