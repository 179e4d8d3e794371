import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

/** The demo festival ends on the evening of the Lantern Festival 2027 (Beijing time). */
const FESTIVAL_END = Date.parse('2027-02-20T23:59:59+08:00');

export const countdownDefinition = defineBlock({
  name: 'countdown',
  label: '倒计时',
  category: 'marketing',
  fields: {
    type: choiceField('select', '样式', {
      '1 方块（天/时/分/秒）': 1,
      '2 单行文字（仅剩X天X时X分X秒）': 2,
      '3 分隔符（天:时:分:秒）': 3,
      '4 大号数字卡片': 4,
      '5 胶囊（时:分:秒）': 5,
    }),
    name: { type: 'text', label: '标题', placeholder: '距活动结束还剩' },
    endTime: {
      type: 'datetime',
      label: '结束时间',
      pastWarning: '结束时间已过，访客看到的倒计时全为 0',
    },
    character: { type: 'text', label: '分隔符（样式 3）', placeholder: ':' },
  },
  defaultValue: { type: 1, name: '距活动结束还剩', endTime: FESTIVAL_END },
  demo: [
    demoBlock('countdown', { type: 1, name: '新春理财节 · 距活动结束还剩', endTime: FESTIVAL_END }),
    demoBlock('countdown', {
      type: 3,
      name: '投顾策略 5 折特惠 · 距截止',
      endTime: FESTIVAL_END,
      character: ':',
    }),
    demoBlock('countdown', { type: 5, name: '名师直播课 距开播', endTime: FESTIVAL_END }),
  ],
});
