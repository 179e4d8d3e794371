import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import type { BlockProps } from '../registry.ts';
import { useRuntime } from '../runtime.ts';
import type { BlockAction } from '../runtime.ts';
import { alignOf, animationOf, buttonImageUrl, buttonStyle } from './button-look.ts';
import './button.css';

function actionOf(value: unknown): BlockAction | null {
  if (typeof value !== 'object' || value === null) return null;
  const type = Number((value as { type?: unknown }).type);
  return Number.isInteger(type) && type > 0 ? { ...(value as object), type } : null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Button (spec section 3): a text button (a pill, the product's gradient unless `background` and
 * `color` say otherwise) or an image button (`image.url`, `image.alt`), aligned by `align`,
 * optionally animated (`animate`: 'pulse', 'shake', 'breath'; still for visitors who ask for
 * reduced motion). Pressing it reports the click (our collector always; Baidu statistics too
 * when `baiduStatistics` is set), then sends a visitor without a token to login when
 * `isNeedLogin` (the action does not run), else runs `action` through the runtime's dispatcher.
 */
export default function Button({ value, path }: BlockProps<'button'>) {
  const runtime = useRuntime();
  const action = actionOf(value.action);
  const text = textOf(value.text);
  // SEAM (join group, action 13): the visitor's joined state comes with that action's handler.
  const joinState = action?.type === BUTTON_ACTION_TYPE.JOIN_GROUP ? 'join' : null;
  const imageUrl = value.type === 'image' ? buttonImageUrl(value.image, joinState) : '';
  const alt = textOf(value.image?.alt) || text;
  const isImage = imageUrl !== '';
  const animation = animationOf(value.animate);

  const onClick = () => {
    const name = textOf(action?.actionName) || text || alt || 'button';
    runtime.tracker.click(
      name,
      { block: 'button', path, type: action?.type ?? null },
      { baidu: value.baiduStatistics ?? false },
    );
    if (value.isNeedLogin && !runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    if (action) void runtime.actions.run(action, { path, block: 'button' });
  };

  const bodyClass = [
    'h5-button-body',
    isImage ? 'h5-button-image' : 'h5-button-text',
    animation ? `h5-button-animate-${animation}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`h5-button h5-button-${alignOf(value.align)}`}>
      <button type="button" className={bodyClass} style={buttonStyle(value)} onClick={onClick}>
        {isImage ? (
          <img className="h5-button-img" src={imageUrl} alt={alt} decoding="async" />
        ) : (
          <span className="h5-button-label">{text}</span>
        )}
      </button>
    </div>
  );
}
