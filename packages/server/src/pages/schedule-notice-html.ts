const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The whole document a visitor gets outside a page's publish window: the page's title and
 * 活动未开始 or 活动已结束, phone-sized, with nothing to load.
 */
export function scheduleNoticeHtml(title: string, state: 'not-started' | 'ended'): string {
  const notice = state === 'not-started' ? '活动未开始' : '活动已结束';
  const safeTitle = escapeHtml(title);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${safeTitle}</title>
<style>body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#333}main{min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px;box-sizing:border-box;text-align:center}h1{font-size:18px;font-weight:600;margin:0 0 12px}p{font-size:16px;color:#5f6672;margin:0}</style>
</head>
<body><main><h1>${safeTitle}</h1><p class="schedule-notice">${notice}</p></main></body>
</html>`;
}
