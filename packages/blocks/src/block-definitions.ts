import type { BlockName } from '@h5-page/schema/block-names';
import type { BlockDefinition } from './block-definition.ts';
import { addressBlock } from './address/index.ts';
import { buttonDefinition } from './button/index.ts';
import { codeDefinition } from './code/index.ts';
import { copyrightDefinition } from './copyright/index.ts';
import { countDefinition } from './count/index.ts';
import { countdownDefinition } from './countdown/index.ts';
import { emptyDefinition } from './empty/index.ts';
import { iconDefinition } from './icon/index.ts';
import { imageDefinition } from './image/index.ts';
import { leadFormDefinition } from './leadForm/index.ts';
import { logoDefinition } from './logo/index.ts';
import { marqueeDefinition } from './marquee/index.ts';
import { noticeDefinition } from './notice/index.ts';
import { numberDefinition } from './number/index.ts';
import { payButtonDefinition } from './payButton/index.ts';
import { popupDefinition } from './popup/index.ts';
import { progressDefinition } from './progress/index.ts';
import { qrcodeDefinition } from './qrcode/index.ts';
import { retainPopupDefinition } from './retainPopup/index.ts';
import { scrollViewDefinition } from './scrollView/index.ts';
import { suspensionDefinition } from './suspension/index.ts';
import { swiperDefinition } from './swiper/index.ts';
import { videoDefinition } from './video/index.ts';
import { tourCommentsDefinition } from './tourComments/index.ts';
import { tourMapDefinition } from './tourMap/index.ts';
import { tourPostersDefinition } from './tourPosters/index.ts';
import { tourSpeechesDefinition } from './tourSpeeches/index.ts';
import { inviteHomeDefinition } from './inviteHome/index.ts';
import { inviteRecordsDefinition } from './inviteRecords/index.ts';
import { inviteRegisterDefinition } from './inviteRegister/index.ts';
import { inviteSuccessDefinition } from './inviteSuccess/index.ts';
import { couponCardDefinition } from './couponCard/index.ts';
import { renewalPanelDefinition } from './renewalPanel/index.ts';
import { openDayDefinition } from './openDay/index.ts';
import { simTradingDefinition } from './simTrading/index.ts';
import { brokerageDefinition } from './brokerage/index.ts';
import { cpmjDefinition } from './cpmj/index.ts';
import { productCardDefinition } from './productCard/index.ts';
import { courseDefinition } from './course/index.ts';

export type BlockDefinitions = { [N in BlockName]?: BlockDefinition<N> };

/**
 * What the builder and the seed know of each block: label, fields, default value, demo blocks.
 * Pure data (no React, no CSS), so the server and the editor can import it.
 */
export const blockDefinitions: BlockDefinitions = {
  address: addressBlock,
  button: buttonDefinition,
  code: codeDefinition,
  copyright: copyrightDefinition,
  count: countDefinition,
  countdown: countdownDefinition,
  empty: emptyDefinition,
  icon: iconDefinition,
  image: imageDefinition,
  leadForm: leadFormDefinition,
  logo: logoDefinition,
  marquee: marqueeDefinition,
  notice: noticeDefinition,
  number: numberDefinition,
  payButton: payButtonDefinition,
  popup: popupDefinition,
  progress: progressDefinition,
  qrcode: qrcodeDefinition,
  retainPopup: retainPopupDefinition,
  scrollView: scrollViewDefinition,
  suspension: suspensionDefinition,
  swiper: swiperDefinition,
  video: videoDefinition,
  // Lecture tours.
  tourMap: tourMapDefinition,
  tourSpeeches: tourSpeechesDefinition,
  tourComments: tourCommentsDefinition,
  tourPosters: tourPostersDefinition,
  // Invite friends.
  inviteHome: inviteHomeDefinition,
  inviteRecords: inviteRecordsDefinition,
  inviteRegister: inviteRegisterDefinition,
  inviteSuccess: inviteSuccessDefinition,
  // Coupons.
  couponCard: couponCardDefinition,
  renewalPanel: renewalPanelDefinition,
  // Headquarters open day.
  openDay: openDayDefinition,
  simTrading: simTradingDefinition,
  brokerage: brokerageDefinition,
  cpmj: cpmjDefinition,
  productCard: productCardDefinition,
  course: courseDefinition,
};
