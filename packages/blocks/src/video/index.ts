import { defineBlock } from '../block-definition.ts';

export const videoDefinition = defineBlock({
  name: 'video',
  label: '视频',
  fields: {
    video: { type: 'text', label: '视频地址（mp4）' },
    poster: { type: 'text', label: '封面图地址' },
    autoplay: {
      type: 'radio',
      label: '自动播放（静音）',
      options: [
        { label: '否', value: false },
        { label: '是', value: true },
      ],
    },
  },
  defaultValue: { video: '/seed-assets/course-intro.mp4', poster: '/seed-assets/course.svg' },
  demo: [
    {
      name: 'video',
      value: { video: '/seed-assets/course-intro.mp4', poster: '/seed-assets/course.svg' },
      children: [],
    },
  ],
});
