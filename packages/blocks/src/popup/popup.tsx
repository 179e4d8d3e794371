import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { RenderBlocks } from '../render-blocks.tsx';
import { blocksPrepared, prepareBlocks } from '../registry.ts';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { CloseButton } from '../shared/close-button.tsx';
import { OverlayPortal } from '../shared/overlay-portal.tsx';
import { lockBodyScroll } from '../shared/scroll-lock.ts';
import { dialogClass } from '../shared/dialog-class.ts';
import { usePresence } from '../shared/use-presence.ts';
import './popup.css';

export const POPUP_POSITIONS = ['center', 'left', 'right', 'top', 'bottom'] as const;
export type PopupPosition = (typeof POPUP_POSITIONS)[number];

/** Length of the leave animation (popup.css); the popup unmounts after it. */
export const POPUP_EXIT_MS = 200;

/** Label of the close icon (ours: the spec names the icon, not its text). */
export const CLOSE_LABEL = '关闭';

export function popupPosition(value: unknown): PopupPosition {
  return (POPUP_POSITIONS as readonly unknown[]).includes(value)
    ? (value as PopupPosition)
    : 'center';
}

/**
 * Popup (spec sections 3 and 4): its `children` are its content. Visibility is held per `id` in
 * the page's popup store (`runtime.popups`, ids compared as strings): hidden at creation (nothing
 * in server HTML, nothing that takes space), opened by a button action of type 3 with its
 * `popupId`, closed by its close icon, the mask or Escape. While open the page does not scroll.
 */
export default function Popup({ value, children, path }: BlockProps<'popup'>) {
  const runtime = useRuntime();
  const id = String(value.id);
  const asked = runtime.popups.useVisible(id);
  const panel = useRef<HTMLDivElement>(null);
  const position = popupPosition(value.position);

  // Fetch the content's block chunks (and what they need to render, such as the text's
  // sanitizer) early, so the popup opens at once; asked for before they have come (a slow phone,
  // a tap right after the page showed), it opens when they have, never as an empty panel whose
  // content drops in after it slid up.
  const [contentReady, setContentReady] = useState(() => blocksPrepared(children));
  useEffect(() => {
    if (blocksPrepared(children)) {
      setContentReady(true);
      return;
    }
    let current = true;
    const ready = () => {
      if (current) setContentReady(true);
    };
    prepareBlocks(children).then(ready, ready);
    return () => {
      current = false;
    };
  }, [children]);
  const visible = asked && contentReady;
  const presence = usePresence(visible, POPUP_EXIT_MS);

  // A layout effect: the lock lands in the same commit that shows the panel.
  useLayoutEffect(() => {
    if (!visible) return;
    return lockBodyScroll();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [visible]);

  if (presence === 'closed') return null;

  const close = () => runtime.popups.close(id);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  return (
    <OverlayPortal>
      <div
        className={`${dialogClass('h5-popup', presence)} h5-popup-${position}`}
        data-popup-id={id}
        onKeyDown={onKeyDown}
      >
        <div className="h5-popup-mask h5-dialog-mask" onClick={close} aria-hidden="true" />
        <div className="h5-popup-frame">
          <div ref={panel} className="h5-popup-panel" role="dialog" aria-modal="true" tabIndex={-1}>
            <div className="h5-popup-body">
              <RenderBlocks blocks={children} path={`${path}.children`} />
            </div>
            <CloseButton className="h5-popup-close" label={CLOSE_LABEL} onClick={close} />
          </div>
        </div>
      </div>
    </OverlayPortal>
  );
}
