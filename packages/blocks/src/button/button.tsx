import { API_PATHS, APP_PAGE } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { alignOf, animationOf, buttonImageUrl, buttonStyle } from './button-look.ts';
import { useJoinState } from './use-join-state.ts';
import '../shared/pill-button.css';
import './button.css';
import { actionOf } from '../shared/action-of.ts';
import { trimmedText } from '../shared/trimmed-text.ts';

/**
 * What a text join-group button says once the visitor is in its group (the joined state of spec
 * section 4, which names a picture only): pressing it then goes to the community.
 */
export const JOINED_TEXT = '已加入私享群 · 前往社群';

const idOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : trimmedText(value);

/**
 * Button (spec section 3): a text button (a pill, the product's gradient unless `background` and
 * `color` say otherwise) or an image button (`image.url`, `image.alt`), aligned by `align`,
 * optionally animated (`animate`: 'pulse', 'shake', 'breath'; still for visitors who ask for
 * reduced motion). Pressing it reports the click (our collector always; Baidu statistics too
 * when `baiduStatistics` is set; with `oaStatistics` and a token, the browse upload of its
 * `uploadId`), then sends a visitor without a token to login when `isNeedLogin` (the action does
 * not run), else runs `action` through the runtime's dispatcher.
 *
 * A join-group button (action 13) shows `image.join` until the visitor is in its group, then
 * `image.joined` (use-join-state.ts, re-checked after each join), a text one JOINED_TEXT instead of
 * its text; pressed while joined, it goes to the community customer service page.
 */
export default function Button({ value, path }: BlockProps<'button'>) {
  const runtime = useRuntime();
  const action = actionOf(value.action);
  const text = trimmedText(value.text);
  const join = useJoinState(action);
  const imageUrl = value.type === 'image' ? buttonImageUrl(value.image, join.state) : '';
  const alt = trimmedText(value.image?.alt) || text;
  const isImage = imageUrl !== '';
  const joined = join.state === 'joined';
  const label = joined ? JOINED_TEXT : text;
  const animation = animationOf(value.animate);

  const onClick = () => {
    const name = trimmedText(action?.actionName) || text || alt || 'button';
    runtime.tracker.click(
      name,
      { block: 'button', path, type: action?.type ?? null },
      { baidu: value.baiduStatistics ?? false },
    );
    const uploadId = idOf(value.uploadId);
    if (value.oaStatistics && uploadId && runtime.auth.token()) {
      runtime.api
        .post(
          API_PATHS.BROWSE_UPLOAD,
          { browse_collect_id: uploadId },
          { needToken: true, quiet: true },
        )
        .catch(() => {});
    }
    if (value.isNeedLogin && !runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    if (join.state === 'joined') {
      runtime.env.openAppPage(APP_PAGE.COMMUNITY_SERVICE);
      return;
    }
    if (!action) return;
    const running = runtime.actions.run(action, { path, block: 'button' });
    if (join.state) void running.then(join.recheck);
  };

  const bodyClass = [
    'h5-button-body',
    isImage ? 'h5-button-image' : 'h5-button-text',
    joined && !isImage ? 'h5-button-joined' : '',
    animation && !joined ? `h5-button-animate-${animation}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`h5-button h5-button-${alignOf(value.align)}`}>
      <button
        type="button"
        className={bodyClass}
        style={buttonStyle(value, isImage)}
        onClick={onClick}
      >
        {isImage ? (
          <img className="h5-button-img" src={imageUrl} alt={alt} loading="lazy" decoding="async" />
        ) : (
          <span className="h5-button-label">{label}</span>
        )}
      </button>
    </div>
  );
}
