import { LEAD_FORM_VERSION_ID } from '@h5-page/schema/constants';
import type { ActivityPage } from '@h5-page/schema/page';
import type { BannerSpec } from './banner.ts';
import { button, copyright, countdown, empty, image } from './blocks.ts';

/** The page the README points at (`/h5-page/h5/demo`); other engineers grow its blocks. */

export const DEMO_BANNER: BannerSpec = {
  title: '新春理财节',
  subtitle: '名师直播课 · 投顾策略限时 5 折',
  from: '#e8352e',
  to: '#ff8a3d',
};

/** The festival ends on the evening of the Lantern Festival 2027 (Beijing time). */
const FESTIVAL_END = Date.parse('2027-02-20T23:59:59+08:00');

export const DEMO_PAGE: ActivityPage = {
  code: 'demo',
  title: '牛8 · 新春理财节',
  meta: {
    keywords: '牛8,新春理财节,投顾策略,理财课程,开户礼包',
    description: '牛8新春理财节：名师直播课免费看，投顾策略限时5折，新用户开户即领新春礼包。',
  },
  background: '#f5f5f5',
  is_auto_fit: 0,
  extra: { pageID: 1001 },
  page_schema: [
    image('demo', '牛8 新春理财节：名师直播课免费看，投顾策略限时5折'),
    empty(24),
    countdown('距活动结束还剩', FESTIVAL_END),
    empty(24),
    button(
      '立即领取新春礼包',
      { type: 1, pageName: 'coupons', actionName: '领取新春礼包' },
      { isNeedLogin: true },
    ),
    empty(16),
    button('查看名师直播课', { type: 1, pageName: 'courseList', actionName: '查看直播课' }),
    empty(40),
    {
      name: 'leadForm',
      value: {
        title: '免费领取投顾策略体验',
        buttonText: '立即激活',
        versionId: LEAD_FORM_VERSION_ID,
        servicePhone: '020-12345678',
        downloadUrl: '/h5-page/h5/demo',
      },
      children: [],
    },
    empty(40),
    copyright(),
  ],
};
