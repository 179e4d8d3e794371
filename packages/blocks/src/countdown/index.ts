import { defineBlock } from '../block-definition.ts';

/** The demo festival ends on the evening of the Lantern Festival 2027 (Beijing time). */
const FESTIVAL_END = Date.parse('2027-02-20T23:59:59+08:00');

export const countdownDefinition = defineBlock({
  name: 'countdown',
  label: '倒计时',
  fields: {
    type: {
      type: 'select',
      label: '样式',
      options: [
        { label: '1 方块（天/时/分/秒）', value: 1 },
        { label: '2 单行文字（仅剩X天X时X分X秒）', value: 2 },
        { label: '3 分隔符（天:时:分:秒）', value: 3 },
        { label: '4 大号数字卡片', value: 4 },
        { label: '5 胶囊（时:分:秒）', value: 5 },
      ],
    },
    name: { type: 'text', label: '标题', placeholder: '距活动结束还剩' },
    endTime: { type: 'number', label: '结束时间（毫秒时间戳）', min: 0, step: 1000 },
    character: { type: 'text', label: '分隔符（样式 3）', placeholder: ':' },
  },
  defaultValue: { type: 1, name: '距活动结束还剩', endTime: FESTIVAL_END },
  demo: [
    {
      name: 'countdown',
      value: { type: 1, name: '新春理财节 · 距活动结束还剩', endTime: FESTIVAL_END },
      children: [],
    },
    {
      name: 'countdown',
      value: { type: 3, name: '投顾策略 5 折特惠 · 距截止', endTime: FESTIVAL_END, character: ':' },
      children: [],
    },
    {
      name: 'countdown',
      value: { type: 5, name: '名师直播课 距开播', endTime: FESTIVAL_END },
      children: [],
    },
  ],
});
