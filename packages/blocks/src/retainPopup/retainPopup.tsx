import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { OverlayPortal } from '../shared/overlay-portal.tsx';
import { lockBodyScroll } from '../shared/scroll-lock.ts';
import { dialogClass } from '../shared/dialog-class.ts';
import { usePresence } from '../shared/use-presence.ts';
import './retainPopup.css';
import { trimmedText } from '../shared/trimmed-text.ts';

/** Marks the history entry the popup pushes, so a back press lands on the page's own entry. */
export const RETAIN_HISTORY_KEY = 'h5RetainPopup';

/** Length of the leave animation (shared/dialog.css). */
export const RETAIN_EXIT_MS = 200;

/** Text of the second button when the page gives none (ours): it must stay closable. */
export const DEFAULT_BUTTON2_TEXT = '残忍离开';

export type RetainTrigger = 'leave' | 'load';

function isRetainEntry(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[RETAIN_HISTORY_KEY] === true
  );
}

/**
 * Retain popup (spec sections 3 and 4): image, title, sub_title and two buttons; visible until its
 * second button closes it (no close icon, the mask does not close it). When it first shows
 * (`trigger`, ours): 'leave' (the default) pushes one history entry on mount and shows the popup
 * the first time the visitor goes back (popstate), so the first back press is caught once and the
 * next one leaves; 'load' shows it as soon as the page has loaded. Never in server HTML.
 * The first button goes to `button1_url` through `runtime.env.openUrl` and leaves the popup open.
 */
export default function RetainPopup({ value, path }: BlockProps<'retainPopup'>) {
  const runtime = useRuntime();
  const trigger: RetainTrigger = value.trigger === 'load' ? 'load' : 'leave';
  const [visible, setVisible] = useState(false);
  const shown = useRef(false);
  const presence = usePresence(visible, RETAIN_EXIT_MS);
  const titleId = useId();

  useEffect(() => {
    const show = () => {
      if (shown.current) return;
      shown.current = true;
      setVisible(true);
    };
    if (trigger === 'load') {
      show();
      return;
    }
    const { history } = window;
    if (!isRetainEntry(history.state)) {
      // Keep the router's state (its key and index) on the pushed entry: the back press returns to
      // the same location, so the router sees no navigation.
      const state: unknown = history.state;
      history.pushState(
        { ...(typeof state === 'object' ? state : {}), [RETAIN_HISTORY_KEY]: true },
        '',
      );
    }
    const onPopState = () => {
      if (!isRetainEntry(window.history.state)) show();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [trigger]);

  // A layout effect: the lock lands in the same commit that shows the popup.
  useLayoutEffect(() => {
    if (!visible) return;
    return lockBodyScroll();
  }, [visible]);

  if (presence === 'closed') return null;

  const image = trimmedText(value.image);
  const title = trimmedText(value.title);
  const subTitle = trimmedText(value.sub_title);
  const button1Text = trimmedText(value.button1_text);
  const button1Url = trimmedText(value.button1_url);
  const button2Text = trimmedText(value.button2_text) || DEFAULT_BUTTON2_TEXT;

  const onButton1 = () => {
    runtime.tracker.click(button1Text || 'retainPopup.button1', { block: 'retainPopup', path });
    if (button1Url) runtime.env.openUrl(button1Url);
  };
  const onButton2 = () => {
    runtime.tracker.click(button2Text, { block: 'retainPopup', path });
    setVisible(false);
  };

  return (
    <OverlayPortal>
      <div className={dialogClass('h5-retain-popup', presence)}>
        <div className="h5-retain-popup-mask h5-dialog-mask" aria-hidden="true" />
        <div
          className="h5-retain-popup-card h5-dialog-card"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : button2Text}
        >
          {image ? (
            <img className="h5-retain-popup-image" src={image} alt="" decoding="async" />
          ) : null}
          <div className="h5-retain-popup-texts">
            {title ? (
              <p className="h5-retain-popup-title" id={titleId}>
                {title}
              </p>
            ) : null}
            {subTitle ? <p className="h5-retain-popup-subtitle">{subTitle}</p> : null}
          </div>
          <div className="h5-retain-popup-buttons">
            {button1Text ? (
              <button type="button" className="h5-retain-popup-button1" onClick={onButton1}>
                {button1Text}
              </button>
            ) : null}
            <button type="button" className="h5-retain-popup-button2" onClick={onButton2}>
              {button2Text}
            </button>
          </div>
        </div>
      </div>
    </OverlayPortal>
  );
}
