import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockDefinition } from './block-definition.ts';
import { addressBlock } from './address/index.ts';
import { brokerageDefinition } from './brokerage/index.ts';
import { buttonDefinition } from './button/index.ts';
import { codeDefinition } from './code/index.ts';
import { copyrightDefinition } from './copyright/index.ts';
import { countDefinition } from './count/index.ts';
import { countdownDefinition } from './countdown/index.ts';
import { dividerDefinition } from './divider/index.ts';
import { textDefinition } from './text/index.ts';
import { couponCardDefinition } from './couponCard/index.ts';
import { courseDefinition } from './course/index.ts';
import { cpmjDefinition } from './cpmj/index.ts';
import { emptyDefinition } from './empty/index.ts';
import { iconDefinition } from './icon/index.ts';
import { imageDefinition } from './image/index.ts';
import { inviteHomeDefinition } from './inviteHome/index.ts';
import { inviteRecordsDefinition } from './inviteRecords/index.ts';
import { inviteRegisterDefinition } from './inviteRegister/index.ts';
import { inviteSuccessDefinition } from './inviteSuccess/index.ts';
import { leadFormDefinition } from './leadForm/index.ts';
import { logoDefinition } from './logo/index.ts';
import { marqueeDefinition } from './marquee/index.ts';
import { noticeDefinition } from './notice/index.ts';
import { numberDefinition } from './number/index.ts';
import { openDayDefinition } from './openDay/index.ts';
import { payButtonDefinition } from './payButton/index.ts';
import { popupDefinition } from './popup/index.ts';
import { productCardDefinition } from './productCard/index.ts';
import { progressDefinition } from './progress/index.ts';
import { qrcodeDefinition } from './qrcode/index.ts';
import { renewalPanelDefinition } from './renewalPanel/index.ts';
import { retainPopupDefinition } from './retainPopup/index.ts';
import { scrollViewDefinition } from './scrollView/index.ts';
import { simTradingDefinition } from './simTrading/index.ts';
import { suspensionDefinition } from './suspension/index.ts';
import { swiperDefinition } from './swiper/index.ts';
import { tourCommentsDefinition } from './tourComments/index.ts';
import { tourMapDefinition } from './tourMap/index.ts';
import { tourPostersDefinition } from './tourPosters/index.ts';
import { tourSpeechesDefinition } from './tourSpeeches/index.ts';
import { videoDefinition } from './video/index.ts';

export type BlockDefinitions = { [N in BlockName]: BlockDefinition<N> };

/**
 * Every block, as the builder, the seed and the server know it: label, palette group, fields,
 * default value, overlays, demo blocks (see `block-definition.ts`). Pure data (no React, no CSS),
 * so the server and the editor can import it. The one list of blocks above the schema's names:
 * the compiler asks for a definition of each `BlockName`, and the order is the palette's (the
 * builder groups them by `category`). The registry finds each component by its folder.
 */
export const blockDefinitions: BlockDefinitions = {
  // 基础
  image: imageDefinition,
  logo: logoDefinition,
  icon: iconDefinition,
  video: videoDefinition,
  marquee: marqueeDefinition,
  notice: noticeDefinition,
  code: codeDefinition,
  empty: emptyDefinition,
  divider: dividerDefinition,
  text: textDefinition,
  copyright: copyrightDefinition,
  // 营销
  button: buttonDefinition,
  payButton: payButtonDefinition,
  countdown: countdownDefinition,
  progress: progressDefinition,
  count: countDefinition,
  number: numberDefinition,
  swiper: swiperDefinition,
  qrcode: qrcodeDefinition,
  // 容器
  popup: popupDefinition,
  retainPopup: retainPopupDefinition,
  scrollView: scrollViewDefinition,
  suspension: suspensionDefinition,
  // 表单
  leadForm: leadFormDefinition,
  address: addressBlock,
  // 活动: lecture tours, invite friends, coupons and renewals, open day, trading and content.
  tourMap: tourMapDefinition,
  tourSpeeches: tourSpeechesDefinition,
  tourComments: tourCommentsDefinition,
  tourPosters: tourPostersDefinition,
  inviteHome: inviteHomeDefinition,
  inviteRecords: inviteRecordsDefinition,
  inviteRegister: inviteRegisterDefinition,
  inviteSuccess: inviteSuccessDefinition,
  couponCard: couponCardDefinition,
  renewalPanel: renewalPanelDefinition,
  openDay: openDayDefinition,
  simTrading: simTradingDefinition,
  brokerage: brokerageDefinition,
  cpmj: cpmjDefinition,
  productCard: productCardDefinition,
  course: courseDefinition,
};
