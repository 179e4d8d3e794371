import type { ReactNode } from 'react';
import { designPx } from '../design-px.ts';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { DEFAULT_ICON_SIZE } from './icon-size.ts';
import './icon.css';
import { actionOf } from '../shared/action-of.ts';

const POSITIONS = ['left', 'center', 'right'] as const;
type Position = (typeof POSITIONS)[number];

/**
 * Icon (spec section 3, "Other block settings"): a small square image `size` design px wide with
 * `text` under it, or, without an image, a badge of `text` (at the right edge, a tab against
 * it). `position` aligns it; with an `action` it is a button: pressing it reports the click,
 * then runs the action through the runtime (login instead when `isNeedLogin` and no token).
 */
export default function Icon({ value, path }: BlockProps<'icon'>) {
  const runtime = useRuntime();
  const url = typeof value.url === 'string' ? value.url : '';
  const text = typeof value.text === 'string' ? value.text : '';
  const alt = typeof value.alt === 'string' && value.alt !== '' ? value.alt : text;
  const position: Position = POSITIONS.includes(value.position as Position)
    ? (value.position as Position)
    : 'center';
  const size = typeof value.size === 'number' && value.size > 0 ? value.size : DEFAULT_ICON_SIZE;
  const action = actionOf(value.action);

  if (!url && !text) return null;

  const content: ReactNode = url ? (
    <>
      <img
        className="h5-icon-img"
        src={url}
        alt={alt}
        style={{ width: designPx(size), height: designPx(size) }}
        loading="lazy"
        decoding="async"
      />
      {text ? <span className="h5-icon-text">{text}</span> : null}
    </>
  ) : (
    <span className="h5-icon-badge">{text}</span>
  );

  const className = `h5-icon h5-icon-${position}${url ? '' : ' h5-icon-badge-only'}`;
  if (!action) {
    return (
      <div className={className}>
        <span className="h5-icon-body">{content}</span>
      </div>
    );
  }

  const run = () => {
    const name =
      (typeof action.actionName === 'string' && action.actionName) || text || alt || 'icon';
    runtime.tracker.click(name, { block: 'icon', path, type: action.type });
    if (value.isNeedLogin && !runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    void runtime.actions.run(action, { path, block: 'icon' });
  };
  return (
    <div className={className}>
      <button type="button" className="h5-icon-body h5-icon-action" onClick={run}>
        {content}
      </button>
    </div>
  );
}
