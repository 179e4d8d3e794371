import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import type { ButtonActionType } from '@h5-page/schema/constants';
import type { ActionHandler } from './action-handler.ts';
import { goBack } from './back.ts';
import { openBrokerageAccount } from './brokerage-account.ts';
import { callCampaignApi } from './campaign-api.ts';
import { openEnterpriseWechat } from './enterprise-wechat.ts';
import { joinGroup } from './join-group.ts';
import { openLink } from './link.ts';
import { openNiuniuService } from './niuniu-service.ts';
import { openPage } from './page.ts';
import { pay } from './pay.ts';
import { openPopup } from './popup.ts';
import { showQrCode } from './qr-code.ts';
import { openServiceChat } from './service-chat.ts';
import { jumpByStateCode } from './state-code.ts';
import { openTreasuryReverseRepo } from './treasury-reverse-repo.ts';

/**
 * Action type (spec section 9) -> its handler: every one of the 14. A type without a handler (an
 * unknown type) tells the visitor ACTION_MESSAGES.NOT_AVAILABLE. To add one: a file in this folder
 * exporting an `ActionHandler`, and its line here.
 */
export const ACTION_HANDLERS: Readonly<Partial<Record<ButtonActionType, ActionHandler>>> = {
  [BUTTON_ACTION_TYPE.PAGE]: openPage,
  [BUTTON_ACTION_TYPE.CODE]: showQrCode,
  [BUTTON_ACTION_TYPE.POPUP]: openPopup,
  [BUTTON_ACTION_TYPE.PAY]: pay,
  [BUTTON_ACTION_TYPE.SERVICE_CHAT]: openServiceChat,
  [BUTTON_ACTION_TYPE.NIUNIU_SERVICE]: openNiuniuService,
  [BUTTON_ACTION_TYPE.LINK]: openLink,
  [BUTTON_ACTION_TYPE.API]: callCampaignApi,
  [BUTTON_ACTION_TYPE.BROKERAGE_ACCOUNT]: openBrokerageAccount,
  [BUTTON_ACTION_TYPE.ENTERPRISE_WECHAT]: openEnterpriseWechat,
  [BUTTON_ACTION_TYPE.STATE_CODE]: jumpByStateCode,
  [BUTTON_ACTION_TYPE.TREASURY_REVERSE_REPO]: openTreasuryReverseRepo,
  [BUTTON_ACTION_TYPE.JOIN_GROUP]: joinGroup,
  [BUTTON_ACTION_TYPE.BACK]: goBack,
};
