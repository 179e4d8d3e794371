import { VIDEO_RISK_CAPTION_MIN_SECONDS } from '@h5-page/schema/video-caption';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

export const videoDefinition = defineBlock({
  name: 'video',
  label: '视频',
  category: 'basic',
  fields: {
    video: { type: 'video', label: '视频地址（mp4）' },
    poster: { type: 'image', label: '封面图地址' },
    autoplay: choiceField('radio', '自动播放（静音）', { 否: false, 是: true }),
    riskCaption: {
      type: 'textarea',
      label: '风险提示字幕（播放开始时显示在画面上；销售、留资页面必填）',
      placeholder: '如：投资有风险，入市需谨慎。视频内容仅供参考，不构成投资建议。',
    },
    riskCaptionSeconds: {
      type: 'number',
      label: `风险提示字幕显示秒数（不少于 ${VIDEO_RISK_CAPTION_MIN_SECONDS} 秒）`,
      min: VIDEO_RISK_CAPTION_MIN_SECONDS,
      max: 600,
      step: 1,
    },
  },
  defaultValue: { video: '/seed-assets/course-intro.mp4', poster: '/seed-assets/course.svg' },
  placeholders: [
    { key: 'video', label: '示例视频' },
    { key: 'poster', label: '示例封面图' },
  ],
  demo: [
    demoBlock('video', {
      video: '/seed-assets/course-intro.mp4',
      poster: '/seed-assets/course.svg',
      riskCaption: '投资有风险，入市需谨慎。视频内容仅供参考，不构成投资建议。',
      riskCaptionSeconds: 5,
    }),
  ],
});
