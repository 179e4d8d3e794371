import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { OverlayPortal } from './overlay-portal.tsx';
import { lockBodyScroll } from './scroll-lock.ts';
import type { SuitabilityChoice, SuitabilityDialogContent } from './suitability-gate.ts';
import './dialog.css';
import './suitability-dialog.css';

interface SuitabilityDialogProps {
  content: SuitabilityDialogContent;
  onAnswer(choice: SuitabilityChoice): void;
}

/**
 * A suitability dialog (shared/suitability-gate.ts): the mask and card of the visitor's dialogs,
 * the title, the product's level and the visitor's tier, the server's text in full (scrolled
 * inside the card when it is longer than the phone is tall), and its buttons. Closed by a button
 * or Escape (the secondary answer), never by the mask: the visitor answers what the text asks.
 */
export function SuitabilityDialog({ content, onAnswer }: SuitabilityDialogProps) {
  const titleId = useId();
  const textId = useId();
  const card = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll();
    card.current?.focus({ preventScroll: true });
    return () => {
      unlock();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onAnswer('secondary');
      return;
    }
    // The focus stays in the dialog (aria-modal): Tab goes round its buttons.
    if (event.key !== 'Tab' || !card.current) return;
    const stops = [...card.current.querySelectorAll<HTMLElement>('button, [tabindex="0"]')];
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === card.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="h5-suitability-dialog h5-dialog-entering" onKeyDown={onKeyDown}>
      <div className="h5-dialog-mask" aria-hidden="true" />
      <div
        ref={card}
        className="h5-suitability-card h5-dialog-card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 className="h5-suitability-title" id={titleId}>
          {content.title}
        </h2>
        {/* Focusable, so a keyboard scrolls a long text too. */}
        <div className="h5-suitability-body" tabIndex={0}>
          {content.facts.length > 0 ? (
            <dl className="h5-suitability-facts">
              {content.facts.map((fact) => (
                <div className="h5-suitability-fact" key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className="h5-suitability-text" id={textId}>
            {content.text}
          </p>
        </div>
        <div className="h5-suitability-actions">
          <button
            type="button"
            className="h5-suitability-secondary"
            onClick={() => onAnswer('secondary')}
          >
            {content.secondary}
          </button>
          {content.primary ? (
            <button
              type="button"
              className="h5-suitability-primary"
              onClick={() => onAnswer('primary')}
            >
              {content.primary}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

let current: { root: Root; host: HTMLElement; answer(choice: SuitabilityChoice): void } | null =
  null;

function close(choice: SuitabilityChoice): void {
  if (!current) return;
  const { root, host, answer } = current;
  current = null;
  root.unmount();
  host.remove();
  answer(choice);
}

/**
 * Opens a suitability dialog over the page and resolves the visitor's answer. Its own React root
 * (the pay action runs outside any block), whose dialog goes through the page's overlay layer
 * (OverlayPortal: the page column's design px apply, and no block's box contains it); where there
 * is no layer, in its host on the body. One at a time: a second answers the first 'secondary'.
 */
export function openSuitabilityDialog(
  content: SuitabilityDialogContent,
): Promise<SuitabilityChoice> {
  close('secondary');
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = 'h5-suitability-host';
    document.body.appendChild(host);
    const root = createRoot(host);
    current = { root, host, answer: resolve };
    root.render(
      <OverlayPortal>
        <SuitabilityDialog content={content} onAnswer={close} />
      </OverlayPortal>,
    );
  });
}
