import { defineBlock } from '../block-definition.ts';

export const marqueeDefinition = defineBlock({
  name: 'marquee',
  label: '跑马灯',
  fields: {
    content: { type: 'textarea', label: '滚动文字' },
    speed: {
      type: 'radio',
      label: '速度（中速：每个字 1 秒）',
      options: [
        { label: '慢', value: 'slow' },
        { label: '中', value: 'middle' },
        { label: '快', value: 'fast' },
      ],
    },
    width: { type: 'number', label: '宽度（设计稿 px，留空为整行）', min: 0, max: 750 },
  },
  defaultValue: {
    content: '新春理财节火热进行中，投顾策略限时 5 折，名额有限先到先得！',
    speed: 'middle',
  },
  demo: [
    {
      name: 'marquee',
      value: {
        content:
          '恭喜 尾号8826 的用户 领取新春开户礼包 · 尾号3071 的用户 订阅了「价值精选」投顾策略 · 尾号5519 的用户 预约了名师直播课',
        speed: 'middle',
      },
      children: [],
    },
    {
      name: 'marquee',
      value: { content: '今晚 20:00 名师直播课准时开讲', speed: 'middle', width: 560 },
      children: [],
    },
  ],
});
