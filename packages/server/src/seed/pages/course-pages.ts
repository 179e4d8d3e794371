import type { Block } from '@h5-page/schema/page';
import { button, copyright, empty, image } from '../blocks.ts';

/** The finished /course page: this week's live sessions, then the course videos. */

const course = (view: string, title: string, extra: Record<string, unknown> = {}): Block => ({
  name: 'course',
  value: { view, title, ...extra },
  children: [],
});

export const COURSE_PAGES: Readonly<Record<string, (code: string, alt: string) => Block[]>> = {
  '/course': (code, alt) => [
    image(code, alt),
    course('calendar', '直播日历', { days: 7 }),
    course('videos', '视频课程', { limit: 10 }),
    button('查看全部课程', { type: 1, pageName: 'courseList', actionName: '查看全部课程' }),
    empty(24),
    copyright(),
  ],
};
