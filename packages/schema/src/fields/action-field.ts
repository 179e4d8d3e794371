import { z } from 'zod';
import { BUTTON_ACTION_TYPES } from '../constants.ts';
import { idField } from './id-field.ts';

/**
 * What pressing a button (or an image, icon or slide) does (spec section 3, button `action`).
 * `type` is one of the 14 action types of spec section 9; the other fields are the parameters
 * the types use, all optional because each type uses only some of them:
 * pageName/pageParam/appPageParam (1 page), codeId (2 code), popupId (3 popup), api (8 api),
 * niuniuCodeId (6 niuniu service), stateCodeId (11 state code), groupId/activeType (13 join
 * group), atext (the link or alternative text), actionName (a label for tracking).
 */
export const actionField = z.looseObject({
  type: z.literal(BUTTON_ACTION_TYPES),
  atext: z.string().optional(),
  actionName: z.string().optional(),
  codeId: idField.optional(),
  popupId: idField.optional(),
  appPageParam: z.string().optional(),
  niuniuCodeId: idField.optional(),
  api: z.string().optional(),
  stateCodeId: idField.optional(),
  pageName: z.string().optional(),
  pageParam: z.string().optional(),
  groupId: idField.optional(),
  activeType: z.union([z.string(), z.number()]).optional(),
});
