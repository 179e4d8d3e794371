import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';

export const textDefinition = defineBlock({
  name: 'text',
  label: '文本',
  category: 'basic',
  inlineHtml: { field: 'html', selector: '.h5-text' },
  fields: {
    html: { type: 'richtext', label: '正文' },
  },
  defaultValue: {
    html: '<p>在这里输入正文，选中文字可加粗、改颜色和字号、加链接。</p>',
  },
  demo: [
    demoBlock('text', {
      html: [
        '<p style="text-align: center"><strong><span style="color: #cf2b24; font-size: 1.3em">为什么选牛8投顾</span></strong></p>',
        '<p><strong>持牌投顾，合规服务：</strong>证券投资咨询业务资格持牌经营，每一条观点都留痕可查。</p>',
        '<p><strong>名师直播，交易日天天见：</strong>盘前划重点、盘中盯异动、盘后做复盘，<u>错过了也能看回放</u>。</p>',
        '<p><strong>策略透明，风险先讲：</strong>每个策略公开调仓记录和最大回撤，<em>先讲风险，再谈收益</em>。</p>',
        '<p><strong>新春福利：</strong>投顾策略首月<strong><span style="color: #cf2b24">5 折</span></strong>，新用户开户再领新春礼包。<a href="/h5-page/course">看看本周直播课表</a></p>',
        '<p style="text-align: center"><span style="color: #5f6672; font-size: 0.85em">投资有风险，入市需谨慎。历史业绩不代表未来表现。</span></p>',
      ].join(''),
    }),
  ],
});
