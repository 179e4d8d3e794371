import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const codeDefinition = defineBlock({
  name: 'code',
  label: '自定义代码',
  category: 'basic',
  fields: {
    html: {
      type: 'html',
      label: 'HTML（脚本、事件属性和 javascript: 链接会被去掉）',
      placeholder: '<p>投资有风险，入市需谨慎</p>',
    },
  },
  defaultValue: {
    html: '<p style="margin:0;padding:1em;text-align:center">在这里填写 HTML 片段</p>',
  },
  demo: [
    demoBlock('code', {
      html: [
        '<div style="margin:0 1.1em;padding:1em 1.2em;border-radius:0.6em;background:#fff">',
        '<p style="margin:0 0 0.5em;font-size:1.2em;font-weight:bold;color:#cf2b24">投顾策略 · 新春限时 5 折</p>',
        '<table style="width:100%;font-size:max(12px,0.9em);color:#555">',
        '<tr><td>策略名称</td><td style="text-align:right">近一年收益</td></tr>',
        '<tr><td><b>龙头趋势精选</b></td><td style="text-align:right;color:#cf2b24">+18.6%</td></tr>',
        '<tr><td><b>红利低波稳健</b></td><td style="text-align:right;color:#cf2b24">+9.2%</td></tr>',
        '</table>',
        '<p style="margin:0.6em 0 0;font-size:max(12px,0.8em);color:#5f6672">历史业绩不代表未来表现。<a href="/h5-page/course" style="color:#1f5fd6">了解名师直播课</a></p>',
        '</div>',
      ].join(''),
    }),
  ],
});
