import type { Block } from '@h5-page/schema/page';
import { button, copyright, countdown, empty, image } from './blocks.ts';
import { stopsOf } from './tour-stops.ts';
import { block } from './seed-block.ts';

/**
 * The lecture-tour route pages: banner, the countdown to the next speech, the map to light a
 * city, the speeches to enrol in, the posters, thumbs-up and comments, a service button and the
 * footer. `tour` is the route's page code, which is the tour's code on the server.
 */

const notice = (html: string): Block => block('code', { html });

const intro = (lines: string[]) =>
  notice(
    `<div style="margin:0 12px;padding:14px 16px;border-radius:12px;background:#fff;color:#5a3a2a;font-size:14px;line-height:1.7">${lines
      .map((line) => `<p style="margin:4px 0"><b style="color:#cf2b24">◆</b> ${line}</p>`)
      .join('')}</div>`,
  );

const NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** The cities a tour visits, as its page lists them: 上海、杭州、南京. */
const citiesOf = (tour: string): string =>
  stopsOf(tour)
    .map((stop) => stop.city)
    .join('、');

/** `/xunjiang`: the tour now enrolling. */
const XUNJIANG: Block[] = [
  image('xunjiang', '牛8 全国投资巡讲：名师走进你的城市'),
  empty(16),
  countdown('距上海首站开讲还有', Date.UTC(2027, 2, 14, 6, 0, 0)),
  empty(8),
  intro([
    `${NUMERALS[stopsOf('xunjiang').length]}城联动：${citiesOf('xunjiang')}`,
    '投顾老师现场讲行情、讲方法，会后答疑交流',
    '免费报名，每人每场限报一席，座位有限先到先得',
  ]),
  block('tourMap', { tour: 'xunjiang', title: '点亮你的城市' }),
  block('tourSpeeches', { tour: 'xunjiang', title: '巡讲日程 · 立即报名' }),
  block('tourPosters', { tour: 'xunjiang', title: '各站海报' }),
  block('tourComments', { tour: 'xunjiang', title: '听众留言', pageSize: 10 }),
  button('咨询巡讲详情', { type: 5, actionName: '咨询巡讲详情' }, { isNeedLogin: true }),
  empty(40),
  copyright(),
];

/** A past tour's review page. */
const review = (code: string, alt: string): Block[] => [
  image(code, alt),
  empty(16),
  intro([
    `本届巡讲足迹：${citiesOf(code)}`,
    '现场回顾与各站海报见下方，欢迎留下你的收获',
    '新一届巡讲报名已开启，点亮城市为家乡争取场次',
  ]),
  block('tourMap', { tour: code, title: '点亮城市 · 期待再相聚' }),
  block('tourSpeeches', { tour: code, title: '本届巡讲场次回顾' }),
  block('tourPosters', { tour: code, title: '巡讲海报回顾' }),
  block('tourComments', { tour: code, title: '听众留言', pageSize: 10 }),
  button('报名新一届巡讲', { type: 7, atext: '/h5-page/xunjiang', actionName: '报名新一届巡讲' }),
  empty(40),
  copyright(),
];

export const TOUR_PAGE_BLOCKS: Readonly<Record<string, Block[]>> = {
  '/xunjiang': XUNJIANG,
  '/jz2024xunjiang': review('jz2024xunjiang', '2024 价值投资全国巡讲回顾'),
  '/jz2025xunjiang': review('jz2025xunjiang', '2025 价值投资全国巡讲回顾'),
};
