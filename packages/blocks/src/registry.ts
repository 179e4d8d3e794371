import type { Block } from '@h5-page/schema/page';
import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { lazyChunk } from './load-chunk.ts';
import type { LazyChunk } from './load-chunk.ts';

/** What every block component receives. */
export interface BlockProps<N extends BlockName> {
  value: BlockValueMap[N];
  /** Nested blocks (popup content, scroll view items, ...). */
  children: Block[];
  /** Where the block sits in the page, e.g. `page_schema[3]` or `page_schema[3].children[0]`. */
  path: string;
  /** On the first screen: fetch its pictures at once and before others. */
  priority?: boolean;
  /** Seen without scrolling (a priority block is too): its pictures are in the server's markup. */
  firstScreen?: boolean;
}

export interface BlockRegistryEntry<N extends BlockName> {
  component: LazyChunk<BlockProps<N>>;
}

/** Block name -> its lazily loaded component. Partial until every block of CONTRACT section 4 lands. */
export type BlockRegistry = { [N in BlockName]?: BlockRegistryEntry<N> };

// One literal `import('./<name>/<name>.tsx')` per block: Vite gives each block its own chunk, keyed
// in the manifest by that source path (the server preloads the chunks a page uses).
export const blockRegistry: BlockRegistry = {
  address: { component: lazyChunk(() => import('./address/address.tsx')) },
  empty: { component: lazyChunk(() => import('./empty/empty.tsx')) },
  image: { component: lazyChunk(() => import('./image/image.tsx')) },
  countdown: { component: lazyChunk(() => import('./countdown/countdown.tsx')) },
  progress: { component: lazyChunk(() => import('./progress/progress.tsx')) },
  count: { component: lazyChunk(() => import('./count/count.tsx')) },
  marquee: { component: lazyChunk(() => import('./marquee/marquee.tsx')) },
  video: { component: lazyChunk(() => import('./video/video.tsx')) },
  icon: { component: lazyChunk(() => import('./icon/icon.tsx')) },
  logo: { component: lazyChunk(() => import('./logo/logo.tsx')) },
  copyright: { component: lazyChunk(() => import('./copyright/copyright.tsx')) },
  button: { component: lazyChunk(() => import('./button/button.tsx')) },
  popup: { component: lazyChunk(() => import('./popup/popup.tsx')) },
  retainPopup: { component: lazyChunk(() => import('./retainPopup/retainPopup.tsx')) },
  suspension: { component: lazyChunk(() => import('./suspension/suspension.tsx')) },
  scrollView: { component: lazyChunk(() => import('./scrollView/scrollView.tsx')) },
  code: { component: lazyChunk(() => import('./code/code.tsx')) },
  swiper: { component: lazyChunk(() => import('./swiper/swiper.tsx')) },
  leadForm: { component: lazyChunk(() => import('./leadForm/leadForm.tsx')) },
  notice: { component: lazyChunk(() => import('./notice/notice.tsx')) },
  number: { component: lazyChunk(() => import('./number/number.tsx')) },
  qrcode: { component: lazyChunk(() => import('./qrcode/qrcode.tsx')) },
  payButton: { component: lazyChunk(() => import('./payButton/payButton.tsx')) },
  // Lecture tours.
  tourMap: { component: lazyChunk(() => import('./tourMap/tourMap.tsx')) },
  tourSpeeches: { component: lazyChunk(() => import('./tourSpeeches/tourSpeeches.tsx')) },
  tourComments: { component: lazyChunk(() => import('./tourComments/tourComments.tsx')) },
  tourPosters: { component: lazyChunk(() => import('./tourPosters/tourPosters.tsx')) },
  // Invite friends.
  inviteHome: { component: lazyChunk(() => import('./inviteHome/inviteHome.tsx')) },
  inviteRecords: { component: lazyChunk(() => import('./inviteRecords/inviteRecords.tsx')) },
  inviteRegister: { component: lazyChunk(() => import('./inviteRegister/inviteRegister.tsx')) },
  inviteSuccess: { component: lazyChunk(() => import('./inviteSuccess/inviteSuccess.tsx')) },
  // Coupons.
  couponCard: { component: lazyChunk(() => import('./couponCard/couponCard.tsx')) },
  renewalPanel: { component: lazyChunk(() => import('./renewalPanel/renewalPanel.tsx')) },
  // Headquarters open day.
  openDay: { component: lazyChunk(() => import('./openDay/openDay.tsx')) },
  simTrading: { component: lazyChunk(() => import('./simTrading/simTrading.tsx')) },
  brokerage: { component: lazyChunk(() => import('./brokerage/brokerage.tsx')) },
  cpmj: { component: lazyChunk(() => import('./cpmj/cpmj.tsx')) },
  productCard: { component: lazyChunk(() => import('./productCard/productCard.tsx')) },
  course: { component: lazyChunk(() => import('./course/course.tsx')) },
};

export function isRegisteredBlock(name: string): name is BlockName {
  return Object.prototype.hasOwnProperty.call(blockRegistry, name);
}

/** Starts loading the chunks of these blocks (and of their children); resolves when all settle. */
export async function preloadBlocks(blocks: readonly Block[]): Promise<void> {
  const names = new Set<string>();
  const walk = (list: readonly Block[]) => {
    for (const block of list) {
      names.add(block.name);
      if (Array.isArray(block.children)) walk(block.children);
    }
  };
  walk(blocks);
  await Promise.allSettled(
    [...names].filter(isRegisteredBlock).map((name) => blockRegistry[name]?.component.preload()),
  );
}
