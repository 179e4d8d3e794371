import type { BlockName } from '@h5-page/schema/block-names';

/** The campaign group in the palette's order, a line per kind of campaign page. */
const CAMPAIGN_PAGES: BlockName[][] = [
  ['tourMap', 'tourSpeeches', 'tourComments', 'tourPosters'],
  ['inviteHome', 'inviteRecords', 'inviteRegister', 'inviteSuccess'],
  ['couponCard', 'renewalPanel', 'openDay'],
  ['simTrading', 'brokerage', 'cpmj', 'productCard', 'course'],
];

/** The palette's groups, in the order a marketer reaches for them. */
export const BLOCK_CATEGORIES: { key: string; title: string; blocks: BlockName[] }[] = [
  {
    key: 'basic',
    title: '基础',
    blocks: ['image', 'logo', 'icon', 'video', 'marquee', 'notice', 'code', 'empty', 'copyright'],
  },
  {
    key: 'marketing',
    title: '营销',
    blocks: ['button', 'payButton', 'countdown', 'progress', 'count', 'number', 'swiper', 'qrcode'],
  },
  {
    key: 'containers',
    title: '容器',
    blocks: ['popup', 'retainPopup', 'scrollView', 'suspension'],
  },
  { key: 'forms', title: '表单', blocks: ['leadForm', 'address'] },
  { key: 'campaigns', title: '活动', blocks: CAMPAIGN_PAGES.flat() },
];
