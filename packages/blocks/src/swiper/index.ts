import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { defineBlock } from '../block-definition.ts';

type Slide = BlockValueMap['swiper']['list'][number];

const slide = (name: string, alt: string, action?: Slide['action']): Slide => ({
  url: `/seed-assets/${name}.svg`,
  alt,
  ...(action ? { action } : {}),
});

export const swiperDefinition = defineBlock({
  name: 'swiper',
  label: '轮播图',
  fields: {
    type: {
      type: 'radio',
      label: '样式',
      options: [
        { label: '普通轮播', value: 'normal' },
        { label: '卡片轮播', value: 'card' },
      ],
    },
    list: {
      type: 'array',
      label: '轮播图片',
      arrayFields: {
        url: { type: 'text', label: '图片地址' },
        alt: { type: 'text', label: '图片说明' },
      },
      defaultItemProps: { url: '/seed-assets/demo.svg', alt: '' },
    },
    autoplay: {
      type: 'radio',
      label: '自动播放（每 3 秒）',
      options: [
        { label: '是', value: true },
        { label: '否', value: false },
      ],
    },
    arrow: {
      type: 'radio',
      label: '左右箭头',
      options: [
        { label: '显示', value: true },
        { label: '隐藏', value: false },
      ],
    },
    indicator: {
      type: 'radio',
      label: '指示点',
      options: [
        { label: '显示', value: true },
        { label: '隐藏', value: false },
      ],
    },
    cardShowNum: { type: 'number', label: '卡片模式每屏张数', min: 1, max: 5, step: 1 },
    width: { type: 'number', label: '图片宽（设计稿 px，用于预留高度）', min: 1 },
    height: { type: 'number', label: '图片高（设计稿 px）', min: 1 },
  },
  defaultValue: {
    type: 'normal',
    list: [slide('demo', '新春理财节')],
    autoplay: true,
    arrow: false,
    indicator: true,
    width: 750,
    height: 360,
  },
  demo: [
    {
      name: 'swiper',
      value: {
        type: 'normal',
        list: [
          slide('demo', '新春理财节：名师直播课免费看，投顾策略限时 5 折', {
            type: 1,
            pageName: 'courseList',
            actionName: '轮播-新春理财节',
          }),
          slide('slzf', '神龙战法训练营：七天带练', { type: 7, atext: '/h5-page/slzf' }),
          slide('jjfz', '基金赋智：数据打分挑出长期优秀的基金', {
            type: 7,
            atext: '/h5-page/jjfz',
          }),
        ],
        autoplay: true,
        arrow: true,
        indicator: true,
        width: 750,
        height: 360,
      },
      children: [],
    },
    {
      name: 'swiper',
      value: {
        type: 'card',
        cardShowNum: 3,
        list: [
          slide('course', '名师投资课'),
          slide('stockCompetition', '模拟炒股大赛'),
          slide('lhtj', '龙虎淘金'),
          slide('jgdy', '机构调研'),
          slide('sxkh', '首享开户礼'),
        ],
        autoplay: true,
        indicator: true,
        width: 750,
        height: 360,
      },
      children: [],
    },
  ],
});
