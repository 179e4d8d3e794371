import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const imageDefinition = defineBlock({
  name: 'image',
  label: '图片',
  category: 'basic',
  fields: {
    url: { type: 'image', label: '图片地址' },
    alt: { type: 'text', label: '替代文字' },
    width: { type: 'number', label: '宽度（设计稿 px）', min: 1, max: 750 },
    height: { type: 'number', label: '高度（设计稿 px）', min: 1 },
  },
  defaultValue: { url: '/seed-assets/demo.svg', alt: '活动图片', width: 750, height: 360 },
  placeholders: [{ key: 'url', label: '默认横幅图片' }],
  demo: [
    demoBlock('image', {
      url: '/seed-assets/demo.svg',
      alt: '牛8 新春理财节：名师直播课免费看，投顾策略限时5折',
      width: 750,
      height: 360,
    }),
  ],
});
