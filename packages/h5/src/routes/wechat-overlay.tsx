import { useEffect, useRef } from 'react';
import { OPEN_IN_APP_TEXT as TEXT } from './open-in-app-text.ts';

/**
 * WeChat's usual "open in the browser" overlay: a dark mask over the whole window, an arrow to
 * the ··· menu in its top right corner and the steps; a tap anywhere or 我知道了 closes it.
 */
export function WeChatOverlay({ onClose }: { onClose(): void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      className="h5-open-app-overlay"
      role="dialog"
      aria-modal="true"
      aria-label={TEXT.WECHAT_BAR}
      onClick={onClose}
    >
      <svg className="h5-open-app-arrow" viewBox="0 0 120 160" aria-hidden="true">
        <path
          d="M20 150 C 30 80, 60 40, 104 16 M78 14 L104 16 L96 42"
          fill="none"
          stroke="#fff"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <ol className="h5-open-app-steps">
        <li>{TEXT.WECHAT_STEP_1}</li>
        <li>{TEXT.WECHAT_STEP_2}</li>
        <li>{TEXT.WECHAT_STEP_3}</li>
      </ol>
      <button ref={button} type="button" className="h5-open-app-overlay-close" onClick={onClose}>
        {TEXT.WECHAT_CLOSE}
      </button>
    </div>
  );
}
