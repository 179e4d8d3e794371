import { describe, expect, it } from 'vitest';
import { BUTTON_ACTION_TYPES, BUTTON_ACTION_TYPE } from '@h5-page/schema/constants';
import {
  ACTION_PARAMS,
  ACTION_TYPE_LABELS,
  actionParamProblem,
  switchActionType,
} from './action-fields.ts';
import { popupIds } from '../popup-ids.ts';

describe('action form', () => {
  it('knows all 14 types of spec section 9, in Chinese', () => {
    expect(BUTTON_ACTION_TYPES).toHaveLength(14);
    for (const type of BUTTON_ACTION_TYPES) {
      expect(ACTION_TYPE_LABELS[type]).toMatch(/[\u4e00-\u9fa5]/);
      expect(ACTION_PARAMS[type]).toBeDefined();
    }
    expect(ACTION_PARAMS[BUTTON_ACTION_TYPE.POPUP]!.map((p) => p.key)).toEqual(['popupId']);
    expect(ACTION_PARAMS[BUTTON_ACTION_TYPE.LINK]!.map((p) => p.key)).toEqual(['atext']);
    expect(ACTION_PARAMS[BUTTON_ACTION_TYPE.BACK]).toEqual([]);
  });

  it('switching type drops the old type parameters and keeps name and unknown keys', () => {
    const action = { type: 1, pageName: 'x', pageParam: 'a=1', actionName: '领取', custom: 7 };
    expect(switchActionType(action, BUTTON_ACTION_TYPE.POPUP)).toEqual({
      type: 3,
      actionName: '领取',
      custom: 7,
    });
    expect(switchActionType({ type: 3, popupId: 'p' }, 3)).toEqual({ type: 3, popupId: 'p' });
  });

  it('refuses unsafe link schemes and a missing popup', () => {
    const link = ACTION_PARAMS[BUTTON_ACTION_TYPE.LINK]![0]!;
    expect(actionParamProblem(link, 'javascript:alert(1)')).toMatch('不安全');
    expect(actionParamProblem(link, ' JaVa\tScRiPt:alert(1)')).toMatch('不安全');
    expect(actionParamProblem(link, 'vbscript:x')).toMatch('不安全');
    expect(actionParamProblem(link, 'data:text/html,<b>')).toMatch('不安全');
    expect(actionParamProblem(link, 'https://example.com/a')).toBeNull();
    expect(actionParamProblem(link, '/h5-page/h5/other')).toBeNull();
    const popup = ACTION_PARAMS[BUTTON_ACTION_TYPE.POPUP]![0]!;
    expect(actionParamProblem(popup, undefined)).toBe('请选择要打开的弹窗');
    expect(actionParamProblem(popup, 'gift')).toBeNull();
  });

  it('lists the page popups by id, nested ones included', () => {
    expect(
      popupIds([
        { name: 'popup', value: { id: 'a' }, children: [] },
        {
          name: 'scrollView',
          value: {},
          children: [{ name: 'popup', value: { id: 'b' }, children: [] }],
        },
        { name: 'retainPopup', value: {}, children: [] },
      ]),
    ).toEqual(['a', 'b']);
  });
});
