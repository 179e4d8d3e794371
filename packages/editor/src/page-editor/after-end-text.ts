import type { PageAfterEnd } from '@h5-page/schema/after-end';
import { DEFAULT_ENDED_MESSAGE } from '@h5-page/schema/schedule-texts';

/** In words, what visitors get after the end with the page file's choice (absent: the default). */
export function afterEndText(afterEnd: PageAfterEnd | undefined): string {
  if (afterEnd?.kind === 'redirect') return `自动跳转到 ${afterEnd.url || '（未选择页面）'}`;
  const message = afterEnd?.message.trim() || DEFAULT_ENDED_MESSAGE;
  const link = afterEnd?.link_text.trim() ? `，并可点击“${afterEnd.link_text.trim()}”` : '';
  return `结束页：“${message}”${link}`;
}
