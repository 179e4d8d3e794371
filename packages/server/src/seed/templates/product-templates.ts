import {
  banner,
  divider,
  footer,
  gap,
  leadForm,
  line,
  note,
  point,
  section,
} from './template-blocks.ts';
import { seedTemplate } from './seed-template.ts';
import type { SeedTemplate } from './seed-template.ts';

/** 产品: an advisory strategy service, and fund portfolio advice. */

const ADVISORY = 'template-advisory-service';
const FUND_PORTFOLIO = 'template-fund-portfolio';

const advisory = seedTemplate({
  code: ADVISORY,
  title: '价值精选：投顾组合策略服务',
  category: '产品',
  pageId: 4010,
  keywords: '投顾服务,组合策略,价值精选,适当性',
  description: '价值精选投顾组合策略服务：每周组合观点、调仓说明与风险提示，持牌投资顾问全程服务。',
  background: '#fffaf5',
  banner: {
    title: '价值精选',
    subtitle: '持牌投资顾问 · 组合策略服务',
    from: '#8a3b12',
    to: '#d9822b',
  },
  blocks: [
    banner(ADVISORY, '价值精选：持牌投资顾问提供的组合策略服务'),
    gap(24),
    section(
      '服务内容',
      point('每周组合观点：', '每周一盘前发布组合思路与关注方向。'),
      point('调仓说明：', '每次调仓都说明理由，并在 App 内留痕可查。'),
      point('风险提示：', '组合回撤超过预设阈值时，第一时间推送提示与应对思路。'),
      point('直播答疑：', '每周三 20:00 投资顾问直播解读。'),
    ),
    divider(),
    section(
      '适合谁',
      line('本服务风险等级为 R3（中风险），适合风险承受能力为稳健型（C3）及以上的投资者。'),
      line('订阅前须在牛8 App 完成风险测评，测评结果低于 C3 的，请勿订阅。'),
    ),
    divider(),
    section(
      '服务流程',
      point('① 预约讲解：', '留下联系方式，顾问为您讲解服务内容与费用。'),
      point('② 风险测评：', '完成测评，确认服务与您的风险承受能力相匹配。'),
      point('③ 签约订阅：', '阅读并签署服务协议与风险揭示书后开通服务。'),
    ),
    gap(16),
    leadForm({
      title: '预约顾问讲解服务详情',
      buttonText: '立即预约',
      doneText:
        '已为您预约顾问讲解服务详情，顾问将在 1 个工作日内与您联系。订阅前请先在牛8 App 完成风险测评。',
    }),
    gap(16),
    section(
      '风险揭示',
      line(
        '投资顾问提供的组合观点与调仓说明基于公开信息和模型分析，仅供参考，由您自主决策、自担风险。',
      ),
      line('组合的历史表现不代表未来表现。服务费用是投资顾问服务的对价，与证券投资盈亏无关。'),
      note('市场有风险，投资需谨慎。'),
    ),
    gap(24),
    footer(),
  ],
});

const fundPortfolio = seedTemplate({
  code: FUND_PORTFOLIO,
  title: '基金组合配置：按风险偏好配置',
  category: '产品',
  pageId: 4011,
  keywords: '基金投顾,组合配置,资产配置,定期回顾',
  description: '基金组合配置服务：按风险测评结果匹配组合，顾问定期回顾与再平衡提示。',
  background: '#f4f9ff',
  banner: {
    title: '基金组合配置',
    subtitle: '按风险偏好配置 · 顾问定期回顾',
    from: '#1f5fd6',
    to: '#4fa3ff',
  },
  blocks: [
    banner(FUND_PORTFOLIO, '基金组合配置：按风险偏好配置，顾问定期回顾'),
    gap(24),
    section(
      '三步开始',
      point('① 测评：', '完成风险测评，了解自己能承受多大的波动。'),
      point('② 匹配：', '从稳健、均衡、积极三类组合中，匹配与您测评结果相符的一类。'),
      point('③ 回顾：', '顾问每季度回顾组合，偏离目标比例时提示再平衡。'),
    ),
    divider(),
    section(
      '费用说明',
      line('服务费按年收取，具体标准以服务协议为准；基金的申购、赎回费用由基金销售机构收取。'),
      line('本服务是投资顾问服务，不含基金份额：基金请在持牌销售机构或证券账户内自行申购。'),
    ),
    gap(16),
    leadForm({
      title: '预约基金配置咨询',
      buttonText: '立即预约',
      doneText:
        '已为您预约基金配置咨询，顾问将在 1 个工作日内与您联系，根据您的风险测评结果讲解适合的组合类型。',
      choice: { label: '您的投资期限', options: ['1 年以内', '1–3 年', '3 年以上'] },
    }),
    gap(16),
    section(
      '风险揭示',
      line(
        '基金投资有风险，基金的过往业绩不代表其未来表现。组合配置能分散部分风险，但不能消除市场风险，可能出现亏损。',
      ),
      note('请根据自身风险承受能力审慎决策。'),
    ),
    gap(24),
    footer(),
  ],
});

export const PRODUCT_TEMPLATES: readonly SeedTemplate[] = [advisory, fundPortfolio];
