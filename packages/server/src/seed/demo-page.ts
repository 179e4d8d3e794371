import type { ActivityPage, Block } from '@h5-page/schema/page';
import { BLOCK_NAMES } from '@h5-page/schema/block-names';
import type { BlockName } from '@h5-page/schema/block-names';
import { blockDefinitions } from '@h5-page/blocks/block-definitions';
import type { BannerSpec } from './banner.ts';
import { empty, seedImageUrl } from './blocks.ts';
import { withUploadedBanners } from './seed-media.ts';

/** The page the README points at (`/h5-page/h5/demo`); other engineers grow its blocks. */

export const DEMO_BANNER: BannerSpec = {
  title: '新春理财节',
  subtitle: '名师直播课 · 投顾策略限时 5 折',
  from: '#cf2b24',
  to: '#ff8a3d',
};

/** The blocks a marketer puts first, top to bottom: brand, banner, then what draws the eye. */
const DEMO_OPENING: readonly BlockName[] = [
  'logo',
  'image',
  'text',
  'marquee',
  'notice',
  'countdown',
  'progress',
  'number',
  'count',
  'button',
  'payButton',
  'swiper',
  'scrollView',
  'icon',
  'video',
  'qrcode',
  'code',
  'leadForm',
  'address',
];

/** The blocks that close the page: its overlays, the spacer, the footer and the fixed bar. */
const DEMO_CLOSING: readonly BlockName[] = [
  'popup',
  'retainPopup',
  'empty',
  'copyright',
  'suspension',
];

/**
 * The order blocks appear in on the demo page: what a marketer would build, top to bottom. The
 * campaign blocks between the opening and the closing keep BLOCK_NAMES' order, so a new block
 * joins the demo where it joins the list. Blocks without a definition yet are simply absent; the
 * seed test checks none is missing.
 */
export const DEMO_BLOCK_ORDER: readonly BlockName[] = [
  ...DEMO_OPENING,
  ...BLOCK_NAMES.filter((name) => !DEMO_OPENING.includes(name) && !DEMO_CLOSING.includes(name)),
  ...DEMO_CLOSING,
];

function demoBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const name of DEMO_BLOCK_ORDER) {
    const definition = blockDefinitions[name];
    if (!definition) continue;
    // Spacers separate sections; the footer and fixed bar follow the last section directly.
    if (blocks.length > 0 && name !== 'copyright' && name !== 'suspension' && name !== 'empty') {
      blocks.push(empty(24));
    }
    blocks.push(...structuredClone(definition.demo));
  }
  // The demo's banners are pictures its marketer uploaded (seed-media.ts).
  return withUploadedBanners(blocks);
}

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
  // The card a visitor's friends see in WeChat: the offer first, the banner the marketer uploaded.
  share: {
    title: '牛8新春理财节：投顾策略限时5折',
    desc: '名师直播课免费看，新用户开户再领新春礼包，点开就能领。',
    image: withUploadedBanners(seedImageUrl('demo')),
  },
  page_schema: demoBlocks(),
};
