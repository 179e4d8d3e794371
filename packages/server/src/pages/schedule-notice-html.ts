import type { PageAfterEnd } from '@h5-page/schema/after-end';
import { DEFAULT_ENDED_MESSAGE, startsText } from '@h5-page/schema/schedule-texts';
import { backgroundStyle } from '@h5-page/schema/page-background';
import { previewMark } from '@h5-page/schema/preview-mark';
import { escapeHtml } from '@h5-page/schema/escape-html';

/**
 * What a visitor gets outside a page's publish window, with the page's own title and background:
 * before the start of a page never live, when it starts; after the end, the marketer's message
 * and link (or, when none was written, that the activity has ended).
 */
export type ScheduleNotice =
  | { state: 'not-started'; title: string; background: string; startsAt: number }
  | {
      state: 'ended';
      title: string;
      background: string;
      message: string;
      /** Both '' when the marketer chose no link. */
      linkText: string;
      linkUrl: string;
    };

/**
 * The ended notice a page's after-end choice shows (none: the default message and no link); a
 * redirect shows no notice, so it is not taken here.
 */
export function endedNotice(
  heading: { title: string; background: string },
  after: Extract<PageAfterEnd, { kind: 'notice' }> | null | undefined,
): ScheduleNotice {
  return {
    state: 'ended',
    ...heading,
    message: after?.message || DEFAULT_ENDED_MESSAGE,
    linkText: after?.link_text ?? '',
    linkUrl: after?.link_url ?? '',
  };
}

/** The page's background as CSS declarations: its colour or picture, else the usual grey. */
function backgroundCss(background: string): string {
  const style = backgroundStyle(background);
  if (style.backgroundColor) return `background-color:${style.backgroundColor}`;
  if (style.backgroundImage) {
    return `background:#f5f5f5 ${style.backgroundImage} center top/cover no-repeat`;
  }
  return 'background-color:#f5f5f5';
}

// A clock before the start, a flag after the end: drawn inline, so the page loads nothing.
const CLOCK_ICON =
  '<svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true"><circle cx="24" cy="24" r="24" fill="#fdeceb"/><circle cx="24" cy="24" r="13" fill="none" stroke="#cf2b24" stroke-width="3"/><path d="M24 17v8l5 3" fill="none" stroke="#cf2b24" stroke-width="3" stroke-linecap="round"/></svg>';
const FLAG_ICON =
  '<svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true"><circle cx="24" cy="24" r="24" fill="#fdeceb"/><path d="M17 35V13m0 1h13l-3 5 3 5H17" fill="none" stroke="#cf2b24" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>';

const STYLE =
  'body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329}' +
  'main{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}' +
  '.card{width:100%;max-width:340px;background:#fff;border-radius:16px;padding:32px 24px 28px;box-sizing:border-box;text-align:center;box-shadow:0 8px 24px rgba(0,0,0,.08)}' +
  'h1{font-size:20px;line-height:1.4;font-weight:600;margin:16px 0 12px;word-break:break-word}' +
  '.schedule-notice{font-size:17px;line-height:1.5;font-weight:600;color:#cf2b24;margin:0}' +
  '.hint{font-size:14px;line-height:1.6;color:#5f6672;margin:8px 0 0;white-space:pre-line;word-break:break-word}' +
  '.link{display:block;margin-top:24px;height:44px;line-height:44px;border-radius:22px;background:#cf2b24;color:#fff;font-size:16px;text-decoration:none}';

/** A preview's bar, fixed at the top as the visitor app draws it, never in the way of a tap. */
const PREVIEW_STYLE =
  '.preview-mark{position:fixed;top:0;left:0;right:0;z-index:2147483000;height:24px;line-height:24px;font-size:13px;text-align:center;color:#fff;background:#d4380d;pointer-events:none}' +
  '.preview-mark.approved{background:#389e0d}';

/**
 * The whole document, phone-sized, with nothing to load. A preview of a draft's ended page
 * (`preview`) carries the preview bar and is kept out of search engines.
 */
export function scheduleNoticeHtml(
  notice: ScheduleNotice,
  now = Date.now(),
  preview?: { approved: boolean },
): string {
  const title = escapeHtml(notice.title);
  let body: string;
  if (notice.state === 'not-started') {
    body =
      `${CLOCK_ICON}<h1>${title}</h1>` +
      `<p class="schedule-notice">${escapeHtml(startsText(notice.startsAt, now))}</p>` +
      '<p class="hint">敬请期待，到时再来看看</p>';
  } else {
    const link =
      notice.linkText && notice.linkUrl
        ? `<a class="link" href="${escapeHtml(notice.linkUrl)}">${escapeHtml(notice.linkText)}</a>`
        : '';
    body =
      `${FLAG_ICON}<h1>${title}</h1>` +
      '<p class="schedule-notice">活动已结束</p>' +
      (notice.message ? `<p class="hint">${escapeHtml(notice.message)}</p>` : '') +
      link;
  }
  const mark = preview
    ? `<div class="preview-mark${preview.approved ? ' approved' : ''}" role="note">${previewMark(preview.approved)}</div>`
    : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${preview ? '\n<meta name="robots" content="noindex">' : ''}
<style>${STYLE}${preview ? PREVIEW_STYLE : ''}body{${backgroundCss(notice.background)}}</style>
</head>
<body>${mark}<main><div class="card">${body}</div></main></body>
</html>`;
}
