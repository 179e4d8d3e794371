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
    }),
  ],
});
