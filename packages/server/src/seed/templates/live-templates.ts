import { block } from '../seed-block.ts';
import { campaignAssetUrl } from '../campaign-assets.ts';
import {
  banner,
  countdown,
  divider,
  footer,
  gap,
  leadForm,
  line,
  linkButton,
  note,
  point,
  section,
} from './template-blocks.ts';
import { seedTemplate } from './seed-template.ts';
import type { SeedTemplate } from './seed-template.ts';

/** 直播: the daily pre-market show, and a one-off live conference. */

const MORNING_LIVE = 'template-morning-live';
const ANNUAL_LIVE = 'template-annual-live';

const morningLive = seedTemplate({
  code: MORNING_LIVE,
  title: '交易日盘前直播：每天 8:45',
  category: '直播',
  pageId: 4008,
  keywords: '盘前直播,早盘,直播,投资顾问',
  description: '交易日 8:45 盘前直播：15 分钟梳理隔夜要闻、当日数据与板块动向，持牌投资顾问主讲。',
  background: '#f7f9fc',
  banner: {
    title: '盘前直播',
    subtitle: '交易日 8:45 · 15 分钟看懂当天市场',
    from: '#0b5cad',
    to: '#29a3d6',
  },
  blocks: [
    banner(MORNING_LIVE, '盘前直播：交易日早上 8 点 45 分，15 分钟看懂当天市场'),
    block('marquee', {
      content:
        '每个交易日 8:45 准时开播 · 隔夜外盘回顾 · 当日重要数据 · 板块动向观察 · 开播前 5 分钟短信提醒',
      speed: 'slow',
    }),
    gap(16),
    section(
      '每天 15 分钟讲什么',
      point('隔夜要闻：', '外盘走势、汇率与大宗商品的变化。'),
      point('今日日历：', '当天公布的经济数据、新股申购与重要会议。'),
      point('板块动向：', '前一交易日的资金流向与热点轮动回顾。'),
      point('风险提醒：', '当天需要留意的解禁、停复牌与政策窗口。'),
      note('直播由持牌投资顾问主讲，内容仅供参考，不构成投资建议。'),
    ),
    divider(),
    section('怎么收看', line('下载牛8 App，在「直播」中订阅盘前直播，开播前 5 分钟会提醒您。')),
    gap(16),
    linkButton('查看本周直播课表', '/h5-page/course'),
    gap(16),
    block('qrcode', {
      type: 'static',
      url: campaignAssetUrl('qr-code-1'),
      alt: '直播助理的微信二维码',
      title: '扫码添加直播助理，获取每日盘前要点',
    }),
    gap(24),
    footer(),
  ],
});

const annualLive = seedTemplate({
  code: ANNUAL_LIVE,
  title: '年度策略会：全程直播',
  category: '直播',
  pageId: 4009,
  keywords: '年度策略会,直播,资产配置,年度展望',
  description: '年度策略会全程直播：研究团队与投资顾问解读新一年的宏观、行业与资产配置思路。',
  background: '#f8f7ff',
  banner: {
    title: '年度策略会',
    subtitle: '12月18日 19:30 · 全程直播',
    from: '#2b2f8f',
    to: '#6a5cf0',
  },
  blocks: [
    banner(ANNUAL_LIVE, '年度策略会：12 月 18 日晚 7 点半全程直播'),
    gap(16),
    countdown('年度策略会 · 距开播', '2027-12-18T19:30:00+08:00', 4),
    gap(16),
    section(
      '议程',
      point('19:30 ', '开场：一年市场回顾。'),
      point('19:45 ', '宏观展望：增长、通胀与政策的组合。'),
      point('20:15 ', '行业视角：哪些领域的景气度在变化。'),
      point('20:45 ', '配置思路：按风险承受能力的三种组合框架。'),
      point('21:15 ', '连线答疑。'),
    ),
    divider(),
    section(
      '主讲嘉宾',
      line('研究团队负责人与多位持牌投资顾问，直播中出示执业编号。'),
      note('观点仅代表主讲人个人看法，不构成投资建议。市场有风险，投资需谨慎。'),
    ),
    gap(16),
    leadForm({
      title: '预约年度策略会直播提醒',
      buttonText: '预约提醒',
      doneText:
        '已为您预约年度策略会直播提醒，开播前 30 分钟我们会以短信通知您。下载牛8 App，开播后在「直播」中观看。',
    }),
    gap(24),
    footer(),
  ],
});

export const LIVE_TEMPLATES: readonly SeedTemplate[] = [morningLive, annualLive];
