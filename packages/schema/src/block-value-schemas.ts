import type { z } from 'zod';
import type { BlockName } from './block-names.ts';
import { addressValueSchema } from './block-values/address.ts';
import { buttonValueSchema } from './block-values/button.ts';
import { codeValueSchema } from './block-values/code.ts';
import { copyrightValueSchema } from './block-values/copyright.ts';
import { countValueSchema } from './block-values/count.ts';
import { countdownValueSchema } from './block-values/countdown.ts';
import { emptyValueSchema } from './block-values/empty.ts';
import { iconValueSchema } from './block-values/icon.ts';
import { imageValueSchema } from './block-values/image.ts';
import { leadFormValueSchema } from './block-values/lead-form.ts';
import { logoValueSchema } from './block-values/logo.ts';
import { marqueeValueSchema } from './block-values/marquee.ts';
import { noticeValueSchema } from './block-values/notice.ts';
import { numberValueSchema } from './block-values/number.ts';
import { payButtonValueSchema } from './block-values/pay-button.ts';
import { popupValueSchema } from './block-values/popup.ts';
import { progressValueSchema } from './block-values/progress.ts';
import { qrcodeValueSchema } from './block-values/qrcode.ts';
import { retainPopupValueSchema } from './block-values/retain-popup.ts';
import { scrollViewValueSchema } from './block-values/scroll-view.ts';
import { suspensionValueSchema } from './block-values/suspension.ts';
import { swiperValueSchema } from './block-values/swiper.ts';
import { videoValueSchema } from './block-values/video.ts';
import {
  tourCommentsValueSchema,
  tourMapValueSchema,
  tourPostersValueSchema,
  tourSpeechesValueSchema,
} from './block-values/tour.ts';
import {
  inviteHomeValueSchema,
  inviteRecordsValueSchema,
  inviteRegisterValueSchema,
  inviteSuccessValueSchema,
} from './block-values/invite.ts';
import { couponCardValueSchema } from './block-values/coupon-card.ts';
import { renewalPanelValueSchema } from './block-values/renewal-panel.ts';
import { openDayValueSchema } from './block-values/open-day.ts';
import { simTradingValueSchema } from './block-values/sim-trading.ts';
import { brokerageValueSchema } from './block-values/brokerage.ts';
import { cpmjValueSchema } from './block-values/cpmj.ts';
import { productCardValueSchema } from './block-values/product-card.ts';
import { courseValueSchema } from './block-values/course.ts';
import { dividerValueSchema } from './block-values/divider.ts';
import { textValueSchema } from './block-values/text.ts';

/** Block name to the zod schema of its `value` (unknown keys kept, defaults filled). */
export const blockValueSchemas = {
  button: buttonValueSchema,
  countdown: countdownValueSchema,
  popup: popupValueSchema,
  retainPopup: retainPopupValueSchema,
  progress: progressValueSchema,
  count: countValueSchema,
  video: videoValueSchema,
  swiper: swiperValueSchema,
  marquee: marqueeValueSchema,
  notice: noticeValueSchema,
  image: imageValueSchema,
  icon: iconValueSchema,
  logo: logoValueSchema,
  code: codeValueSchema,
  number: numberValueSchema,
  qrcode: qrcodeValueSchema,
  payButton: payButtonValueSchema,
  scrollView: scrollViewValueSchema,
  suspension: suspensionValueSchema,
  empty: emptyValueSchema,
  copyright: copyrightValueSchema,
  address: addressValueSchema,
  leadForm: leadFormValueSchema,
  tourMap: tourMapValueSchema,
  tourSpeeches: tourSpeechesValueSchema,
  tourComments: tourCommentsValueSchema,
  tourPosters: tourPostersValueSchema,
  inviteHome: inviteHomeValueSchema,
  inviteRecords: inviteRecordsValueSchema,
  inviteRegister: inviteRegisterValueSchema,
  inviteSuccess: inviteSuccessValueSchema,
  couponCard: couponCardValueSchema,
  renewalPanel: renewalPanelValueSchema,
  openDay: openDayValueSchema,
  simTrading: simTradingValueSchema,
  brokerage: brokerageValueSchema,
  cpmj: cpmjValueSchema,
  productCard: productCardValueSchema,
  course: courseValueSchema,
  divider: dividerValueSchema,
  text: textValueSchema,
} as const satisfies Record<BlockName, z.ZodType>;

/** Block name to the parsed (defaults filled) type of its `value`. */
export type BlockValueMap = { [K in BlockName]: z.output<(typeof blockValueSchemas)[K]> };
