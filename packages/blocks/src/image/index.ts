import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const imageDefinition = defineBlock({
  name: 'image',
  label: '图片',
  category: 'basic',
  fields: {
    url: { type: 'image', label: '图片地址' },
    alt: { type: 'text', label: '替代文字' },
    width: { type: 'number', label: '显示宽度（设计稿 px，整屏宽 750）', min: 1, max: 750 },
    height: {
      type: 'number',
      label: '固定高度（设计稿 px；留空则按图片原比例完整显示，填写后图片居中裁切到此高度）',
      min: 1,
    },
  },
  // No fixed height: the picture shows whole, at its own aspect ratio (its pixels are recorded
  // by the builder when it is chosen).
  defaultValue: {
    url: '/seed-assets/demo.svg',
    alt: '活动图片',
    width: 750,
    pictureWidth: 750,
    pictureHeight: 360,
  },
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
