import { chinaDateTimeText } from './china-time.ts';

/** What the ended page says under 活动已结束 when the marketer wrote nothing. */
export const DEFAULT_ENDED_MESSAGE = '感谢您的关注，敬请期待下一次活动';

/** `活动将于 11月30日 20:00 开始`: a start in China time, as visitors and the builder read it. */
export function startsText(startsAt: number, now: number = startsAt): string {
  return `活动将于 ${chinaDateTimeText(startsAt, now)} 开始`;
}
