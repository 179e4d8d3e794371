import { BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import type { ButtonActionType } from '@h5-page/schema/constants';
import type { ActionHandler } from './action-handler.ts';
import { goBack } from './back.ts';
import { openLink } from './link.ts';
import { openPage } from './page.ts';
import { openPopup } from './popup.ts';
import { openTreasuryReverseRepo } from './treasury-reverse-repo.ts';

/**
 * Action type (spec section 9) -> its handler. A type without a handler tells the visitor
 * ACTION_MESSAGES.NOT_AVAILABLE. To add one: a file in this folder exporting an `ActionHandler`,
 * and its line here. Still to come (server-backed): 2 code, 4 pay, 5 service chat, 6 niuniu
 * service, 8 api, 9 brokerage account, 10 enterprise WeChat, 11 state code, 13 join group.
 */
export const ACTION_HANDLERS: Readonly<Partial<Record<ButtonActionType, ActionHandler>>> = {
  [BUTTON_ACTION_TYPE.PAGE]: openPage,
  [BUTTON_ACTION_TYPE.POPUP]: openPopup,
  [BUTTON_ACTION_TYPE.LINK]: openLink,
  [BUTTON_ACTION_TYPE.TREASURY_REVERSE_REPO]: openTreasuryReverseRepo,
  [BUTTON_ACTION_TYPE.BACK]: goBack,
};
