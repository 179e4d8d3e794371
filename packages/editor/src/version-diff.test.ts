import { describe, expect, it } from 'vitest';
import { countdownDefinition } from '@h5-page/blocks/countdown/index';
import { diffPages } from './version-diff.ts';

const ENDTIME_LABEL = countdownDefinition.fields.endTime?.label;

describe('diff between two versions', () => {
  it('names added, removed and changed blocks in Chinese with the fields that changed', () => {
    const v1 = {
      code: 'p',
      title: '旧标题',
      page_schema: [
        { name: 'countdown', value: { type: 1, endTime: 1 }, children: [] },
        {
          name: 'popup',
          value: { id: 'a' },
          children: [{ name: 'image', value: { url: '/a.png' }, children: [] }],
        },
      ],
    };
    const v2 = {
      code: 'p',
      title: '新标题',
      page_schema: [
        { name: 'countdown', value: { type: 1, endTime: 2 }, children: [] },
        {
          name: 'popup',
          value: { id: 'a' },
          children: [{ name: 'image', value: { url: '/b.png' }, children: [] }],
        },
        { name: 'button', value: { text: '领取' }, children: [] },
      ],
    };
    const diff = diffPages(v1, v2);
    expect(diff.page).toEqual([
      { key: 'title', label: '页面标题', before: '旧标题', after: '新标题' },
    ]);
    expect(diff.blocks).toEqual([
      {
        kind: 'changed',
        path: 'page_schema[0]',
        place: '第 1 个组件',
        label: '倒计时',
        fields: [{ key: 'value.endTime', label: ENDTIME_LABEL, before: 1, after: 2 }],
      },
      {
        kind: 'changed',
        path: 'page_schema[1].children[0]',
        place: '第 2 个组件 › 第 1 个子组件',
        label: '图片',
        fields: [{ key: 'value.url', label: '图片地址', before: '/a.png', after: '/b.png' }],
      },
      { kind: 'added', path: 'page_schema[2]', place: '第 3 个组件', label: '按钮', fields: [] },
    ]);
    expect(diffPages(v2, v1).blocks.at(-1)).toMatchObject({ kind: 'removed', label: '按钮' });
    expect(diffPages(v1, v1)).toEqual({ page: [], blocks: [] });
  });
});
