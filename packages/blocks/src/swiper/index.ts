import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

type Slide = BlockValueMap['swiper']['list'][number];

/** The picture of a new slide: a stand-in banner the pre-publish checklist asks to replace. */
const DEMO_SLIDE_URL = '/seed-assets/demo.svg';

const slide = (name: string, alt: string, action?: Slide['action']): Slide => ({
  url: `/seed-assets/${name}.svg`,
  alt,
  ...(action ? { action } : {}),
});

export const swiperDefinition = defineBlock({
  name: 'swiper',
  label: '轮播图',
  category: 'marketing',
  fields: {
    type: choiceField('radio', '样式', { 普通轮播: 'normal', 卡片轮播: 'card' }),
    list: {
      type: 'array',
      label: '轮播图片',
      arrayFields: {
        url: { type: 'image', label: '图片地址' },
        alt: { type: 'text', label: '图片说明' },
      },
      defaultItemProps: { url: DEMO_SLIDE_URL, alt: '' },
    },
    autoplay: choiceField('radio', '自动播放（每 3 秒）', { 是: true, 否: false }),
    arrow: choiceField('radio', '左右箭头', { 显示: true, 隐藏: false }),
    indicator: choiceField('radio', '指示点', { 显示: true, 隐藏: false }),
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
  placeholders: [{ key: 'list[].url', label: '默认轮播图片', values: [DEMO_SLIDE_URL] }],
  demo: [
    demoBlock('swiper', {
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
    }),
    demoBlock('swiper', {
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
    }),
  ],
});
