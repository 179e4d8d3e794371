// Constants, texts and pure helpers: no zod, safe for the visitor bundle.
export * from './constants.ts';
export { BLOCK_NAMES, isBlockName } from './block-names.ts';
export type { BlockName } from './block-names.ts';
export { parsePageParam } from './page-param.ts';
export { isVersionAbove } from './version-compare.ts';
export { formatNumber } from './format-number.ts';
export { progressPercent } from './progress-percent.ts';
export { detectEnvironment } from './detect-environment.ts';
export type { Environment } from './detect-environment.ts';
export { rootClassFor } from './root-class.ts';
export { autoFitRedirectUrl } from './auto-fit.ts';
export { isCssColour } from './css-colour.ts';
export { backgroundStyle, isBackgroundImageUrl, isValidBackground } from './page-background.ts';
export { isSafeUrl } from './safe-url.ts';
export { isPlainRecord } from './is-plain-record.ts';
export { formatPath } from './format-path.ts';
export { ROOT_PATH, formatProblem } from './problem.ts';
export type { Problem } from './problem.ts';
export { CURRENT_SCHEMA_VERSION, migratePage } from './migrate-page.ts';
export { MIGRATIONS } from './migrations/index.ts';
export type { Migration } from './migrations/migration.ts';
export type { ClientConfig, InlinedPageData } from './client-config.ts';

// Types of pages and block values (type-only: no runtime cost).
export type { ActivityPage, Block, PageExtra, PageMeta, PageShare } from './page.ts';
export { absoluteUrl, firstPicture, shareCard } from './share-card.ts';
export type { BlockValueMap } from './block-value-schemas.ts';
export type { BlockOf } from './block-of.ts';
export type { PageValidation } from './validate-page.ts';

// Validators (zod): tree-shaken out of bundles that do not use them.
export {
  PAGE_CODE_MAX_LENGTH,
  activityPageSchema,
  blockSchema,
  pageCodeSchema,
  pageHeaderSchema,
} from './page.ts';
export { blockValueSchemas } from './block-value-schemas.ts';
export { MAX_BLOCK_DEPTH, validatePage } from './validate-page.ts';
export { issueMessage } from './issue-message.ts';
export { actionField } from './fields/action-field.ts';
export { idField } from './fields/id-field.ts';
export { imageField } from './fields/image-field.ts';
export { requiredUrlField, safeUrlField } from './fields/safe-url-field.ts';
export { styleField } from './fields/style-field.ts';
export { addressValueSchema } from './block-values/address.ts';
export { buttonValueSchema } from './block-values/button.ts';
export { codeValueSchema } from './block-values/code.ts';
export { copyrightValueSchema } from './block-values/copyright.ts';
export { countValueSchema } from './block-values/count.ts';
export { countdownValueSchema } from './block-values/countdown.ts';
export { emptyValueSchema } from './block-values/empty.ts';
export { iconValueSchema } from './block-values/icon.ts';
export { imageValueSchema } from './block-values/image.ts';
export { leadFormValueSchema } from './block-values/lead-form.ts';
export { simTradingValueSchema } from './block-values/sim-trading.ts';
export { brokerageValueSchema } from './block-values/brokerage.ts';
export { cpmjValueSchema } from './block-values/cpmj.ts';
export { productCardValueSchema } from './block-values/product-card.ts';
export { courseValueSchema } from './block-values/course.ts';
export { logoValueSchema } from './block-values/logo.ts';
export { marqueeValueSchema } from './block-values/marquee.ts';
export { noticeValueSchema } from './block-values/notice.ts';
export { numberValueSchema } from './block-values/number.ts';
export { payButtonValueSchema } from './block-values/pay-button.ts';
export { popupValueSchema } from './block-values/popup.ts';
export { progressValueSchema } from './block-values/progress.ts';
export { qrcodeValueSchema } from './block-values/qrcode.ts';
export { retainPopupValueSchema } from './block-values/retain-popup.ts';
export { scrollViewValueSchema } from './block-values/scroll-view.ts';
export { suspensionValueSchema } from './block-values/suspension.ts';
export { swiperValueSchema } from './block-values/swiper.ts';
export { videoValueSchema } from './block-values/video.ts';
export {
  tourCommentsValueSchema,
  tourMapValueSchema,
  tourPostersValueSchema,
  tourSpeechesValueSchema,
} from './block-values/tour.ts';
export {
  inviteHomeValueSchema,
  inviteRecordsValueSchema,
  inviteRegisterValueSchema,
  inviteSuccessValueSchema,
} from './block-values/invite.ts';
export { couponCardValueSchema } from './block-values/coupon-card.ts';
export { renewalPanelValueSchema } from './block-values/renewal-panel.ts';
export { openDayValueSchema } from './block-values/open-day.ts';
export { dividerValueSchema } from './block-values/divider.ts';
export { textValueSchema } from './block-values/text.ts';
export { MAINLAND_MOBILE, isMainlandMobile } from './mainland-mobile.ts';
