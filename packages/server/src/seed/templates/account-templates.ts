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

/** 开户: opening a securities account, and the trading permissions that come after it. */

const OPEN_ACCOUNT = 'template-open-account';
const PERMISSIONS = 'template-board-permissions';

const openAccount = seedTemplate({
  code: OPEN_ACCOUNT,
  title: '新客开户礼：三步开通证券账户',
  category: '开户',
  pageId: 4001,
  keywords: '开户,证券账户,新客礼包,牛8',
  description: '三步开通证券账户，开户顾问一对一指导，开户成功领取投顾直播课与新手学习资料。',
  background: '#fff8f4',
  banner: {
    title: '新客开户礼',
    subtitle: '三步开通证券账户 · 顾问全程指导',
    from: '#c8241c',
    to: '#ff7a3d',
  },
  blocks: [
    banner(OPEN_ACCOUNT, '新客开户礼：三步开通证券账户，开户顾问全程指导'),
    gap(24),
    section(
      '开户三步走',
      point('① 准备材料：', '本人二代身份证、本人实名登记的手机号、一张本人名下的银行借记卡。'),
      point('② 线上办理：', '按页面提示上传证件、完成视频见证和风险测评，约 10 分钟。'),
      point('③ 审核开通：', '券商审核通过后以短信通知，一般在 1 个交易日内完成。'),
    ),
    divider(),
    section(
      '开户成功可领',
      point('投顾直播课：', '开户成功后 30 天内，交易日盘前、盘后直播免费看。'),
      point('新手学习资料：', '《新手入门十讲》电子版，从看懂行情到认识风险。'),
      point('一对一答疑：', '开户顾问解答账户、交易规则和 App 使用问题。'),
      note('礼包在账户开通后 3 个交易日内发放至牛8 App「我的 - 卡券」，不可兑换现金。'),
    ),
    gap(16),
    leadForm({
      title: '预约开户顾问一对一指导',
      buttonText: '立即预约',
      doneText:
        '已为您预约开户顾问一对一指导，顾问将在 1 个工作日内与您联系，协助您完成开户。下载牛8 App 可随时查看开户进度。',
      choice: {
        label: '方便接听的时段',
        options: ['工作日 9:00–12:00', '工作日 13:00–18:00', '周末 10:00–17:00'],
      },
    }),
    gap(16),
    section(
      '开户须知',
      line('1. 开户须本人办理，年满 18 周岁，具备完全民事行为能力。'),
      line('2. 证券账户由合作券商开立，客户资金由银行第三方存管。'),
      line('3. 开户时须完成风险承受能力测评，我们按测评结果为您匹配适当的服务。'),
      line('4. 开户礼包是投顾服务体验，不含现金奖励，不构成任何投资建议。'),
    ),
    gap(24),
    footer(),
  ],
});

const permissions = seedTemplate({
  code: PERMISSIONS,
  title: '创业板、科创板权限开通指南',
  category: '开户',
  pageId: 4002,
  keywords: '创业板,科创板,权限开通,适当性',
  description: '创业板、科创板交易权限的开通条件与流程，预约顾问一对一讲解规则与风险。',
  background: '#f5f8ff',
  banner: {
    title: '交易权限开通指南',
    subtitle: '创业板 · 科创板 · 条件与流程',
    from: '#1f4fb0',
    to: '#4f8ef7',
  },
  blocks: [
    banner(PERMISSIONS, '创业板、科创板交易权限开通指南：条件与流程'),
    gap(24),
    section(
      '开通条件',
      point(
        '创业板：',
        '申请前 20 个交易日证券账户及资金账户内资产日均不低于人民币 10 万元，参与证券交易 24 个月以上。',
      ),
      point(
        '科创板：',
        '申请前 20 个交易日证券账户及资金账户内资产日均不低于人民币 50 万元，参与证券交易 24 个月以上。',
      ),
      note('以上为交易所现行规定，具体以交易所及开户券商的最新要求为准。'),
    ),
    divider(),
    section(
      '开通流程',
      point('① 自查条件：', '在券商 App 查看资产日均与交易经验是否达标。'),
      point('② 风险测评：', '测评结果须与相应板块的风险等级相匹配。'),
      point('③ 知识测试与签署：', '完成规则知识测试，阅读并签署风险揭示书。'),
      point('④ 等待开通：', '一般 T+1 个交易日开通，以券商通知为准。'),
    ),
    gap(16),
    leadForm({
      title: '预约权限开通指导',
      buttonText: '立即预约',
      doneText:
        '已为您预约权限开通指导，顾问将在 1 个工作日内与您联系，讲解开通条件、交易规则与风险。',
      choice: { label: '想了解的板块', options: ['创业板', '科创板', '两个都想了解'] },
    }),
    gap(16),
    section(
      '风险提示',
      line(
        '创业板、科创板上市公司多处于成长期，经营稳定性相对较弱，股价涨跌幅限制为 20%，上市初期可能无涨跌幅限制，价格波动明显大于主板。',
      ),
      line('请结合自身风险承受能力审慎决定是否开通，开通权限不代表适合参与交易。'),
    ),
    gap(24),
    footer(),
  ],
});

export const ACCOUNT_TEMPLATES: readonly SeedTemplate[] = [openAccount, permissions];
