import { trimmedText } from '../shared/trimmed-text.ts';

/** One line of the ticker (spec section 3, notice item: avatar, text). */
export interface NoticeItem {
  avatar: string;
  text: string;
}

/**
 * The items of a list (the block's own `list`, or the virtual-user call's answer: `{list}` or the
 * list itself): those with a text. (An avatar is only ever an <img> src, where no URL runs script.)
 */
export function noticeItems(input: unknown): NoticeItem[] {
  const list = Array.isArray(input)
    ? input
    : input && typeof input === 'object' && Array.isArray((input as { list?: unknown }).list)
      ? (input as { list: unknown[] }).list
      : [];
  const items: NoticeItem[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const { avatar, text } = entry as { avatar?: unknown; text?: unknown };
    const line = trimmedText(text);
    if (!line) continue;
    const url = trimmedText(avatar);
    items.push({ avatar: url, text: line });
  }
  return items;
}
