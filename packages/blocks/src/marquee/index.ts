import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const marqueeDefinition = defineBlock({
  name: 'marquee',
  label: '跑马灯',
  category: 'basic',
  fields: {
    content: { type: 'textarea', label: '滚动文字' },
    speed: choiceField('radio', '速度（中速：每个字 1 秒）', {
      慢: 'slow',
      中: 'middle',
      快: 'fast',
    }),
    width: { type: 'number', label: '宽度（设计稿 px，留空为整行）', min: 0, max: 750 },
  },
  defaultValue: {
    content: '新春理财节火热进行中，投顾策略限时 5 折，名额有限先到先得！',
    speed: 'middle',
  },
  placeholders: [{ key: 'content', label: '示例滚动文字' }],
  clips: [
    {
      selector: '.h5-marquee-view, .h5-marquee-text',
      why: '单行滚动：文字从右向左移过整行，全文随滚动依次显示，不会被截去',
    },
  ],
  demo: [
    demoBlock('marquee', {
      content:
        '恭喜 尾号8826 的用户 领取新春开户礼包 · 尾号3071 的用户 订阅了「价值精选」投顾策略 · 尾号5519 的用户 预约了名师直播课',
      speed: 'middle',
    }),
    demoBlock('marquee', { content: '今晚 20:00 名师直播课准时开讲', speed: 'middle', width: 560 }),
  ],
});
