import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

/** Avatars of the campaign seed (served by the server at /seed-assets/campaign/). */
const avatar = (n: number) => `/seed-assets/campaign/avatar-${n}.svg`;

export const noticeDefinition = defineBlock({
  name: 'notice',
  label: '播报',
  category: 'basic',
  fields: {
    id: { type: 'text', label: '虚拟用户播报 ID' },
    list: {
      type: 'array',
      label: '默认播报（数据到达前显示，或数据取不到时显示）',
      arrayFields: {
        avatar: { type: 'image', label: '头像地址' },
        text: { type: 'text', label: '播报文字' },
      },
      defaultItemProps: { avatar: '', text: '138****6621 刚刚领取了新春礼包' },
    },
  },
  defaultValue: { id: '1' },
  clips: [
    {
      selector: '.h5-notice-text',
      why: '一次一行、向上轮播的播报：每行高度固定，过长的文字以省略号结尾',
      measure: 'list[].text',
    },
  ],
  demo: [
    demoBlock('notice', {
      id: '1',
      list: [
        { avatar: avatar(1), text: '138****6621 刚刚领取了新春礼包' },
        { avatar: avatar(2), text: '186****0937 刚刚预约了名师直播课' },
      ],
    }),
  ],
});
