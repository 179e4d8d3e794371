/**
 * Texts the action dispatcher shows the visitor (ours: the spec's own texts are schema MESSAGES).
 * They load with the dispatcher, after hydration, never in the entry chunk.
 */
export const ACTION_MESSAGES = {
  /** An action that cannot run: no handler for its type, or a field it needs is missing. */
  NOT_AVAILABLE: '该功能暂未开放',
  /** Treasury reverse repo (action 12) outside the app: there is no web page for it. */
  TREASURY_APP_ONLY: '请在牛8 App 中使用国债逆回购',
  /** A link action (7) without a URL that may be opened. */
  INVALID_LINK: '链接地址无效',
  /** Pay (4): the visitor has already bought the product (the server's own words for it). */
  ALREADY_PAID: '您已购买该商品，无需重复购买',
  /** Pay (4): the order call answered without an order id. */
  ORDER_FAILED: '下单失败，请稍后重试',
  /** Code (2), enterprise WeChat (10): the answer holds no picture. */
  NO_QR_CODE: '暂无二维码',
  /** Title of the QR popup of a code (2) whose answer has no title. */
  QR_TITLE: '扫码添加',
  /** Title of the QR popup of the niuniu service (6). */
  STAFF_QR_TITLE: '添加您的专属服务人员',
  /** Title of the QR popup of the enterprise WeChat action (10). */
  WECOM_QR_TITLE: '添加企业微信',
  /** Title of the QR popup of the brokerage account's enterprise WeChat service (9). */
  BROKERAGE_QR_TITLE: '添加开户客服企业微信',
  /** Join group (13) outside the app: the popup of the group's QR code, when it has no name. */
  GROUP_QR_TITLE: '加入私享群',
  /** Under the group's QR code. */
  GROUP_QR_HINT: '长按识别二维码加入',
} as const;
