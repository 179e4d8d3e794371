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
  popupButton,
  section,
  sheet,
} from './template-blocks.ts';
import { seedTemplate } from './seed-template.ts';
import type { SeedTemplate } from './seed-template.ts';

/** 节日: 双11, 春节 and the National Day / Mid-Autumn holidays. */

const DOUBLE_11 = 'template-double11';
const SPRING_FESTIVAL = 'template-spring-festival';
const GOLDEN_WEEK = 'template-golden-week';

const RULES = 'rules';

const double11 = seedTemplate({
  code: DOUBLE_11,
  title: '双11 投顾节',
  category: '节日',
  pageId: 4012,
  keywords: '双11,投顾节,优惠,直播',
  description: '双11 投顾节：投顾策略服务限时优惠，11 日晚 8 点特别直播，新用户开户再领学习礼包。',
  background: '#fff6f5',
  banner: {
    title: '双11 投顾节',
    subtitle: '11月1日–11月11日 · 投顾服务限时优惠',
    from: '#c21f3a',
    to: '#ff6a3d',
  },
  blocks: [
    banner(DOUBLE_11, '双11 投顾节：11 月 1 日至 11 日，投顾服务限时优惠'),
    gap(16),
    countdown('双11 投顾节 · 距活动结束', '2027-11-11T23:59:59+08:00', 1),
    gap(16),
    section(
      '双11 福利',
      point('投顾策略首月 5 折：', '活动期间新订阅任一投顾策略服务，首月享 5 折。'),
      point('11 日晚特别直播：', '20:00 投资顾问解读四季度市场与年末配置思路。'),
      point('开户学习礼包：', '新用户开户成功，领取《新手入门十讲》与 30 天直播课。'),
      note('优惠以订单页面显示为准。投顾服务不承诺收益，投资需谨慎。'),
    ),
    gap(16),
    leadForm({
      title: '领取双11 投顾优惠',
      buttonText: '立即领取',
      doneText:
        '已为您登记双11 投顾优惠，顾问将在 1 个工作日内与您联系。下载牛8 App 完成风险测评后即可订阅，优惠自动生效。',
    }),
    gap(16),
    linkButton('预约 11 日晚特别直播', '/h5-page/course'),
    gap(16),
    popupButton('查看活动规则', RULES),
    gap(24),
    footer(),
    sheet(RULES, [
      section(
        '活动规则',
        line('1. 活动时间：11 月 1 日 0:00 至 11 月 11 日 23:59。'),
        line('2. 首月 5 折仅限活动期间新订阅，每位用户每项服务限享一次。'),
        line('3. 订阅前须完成风险测评，服务风险等级须与您的测评结果相匹配。'),
        line('4. 开户学习礼包在开户成功后 3 个交易日内发放，不可兑换现金。'),
      ),
      gap(24),
    ]),
  ],
});

const springFestival = seedTemplate({
  code: SPRING_FESTIVAL,
  title: '新春理财节：开年投顾礼',
  category: '节日',
  pageId: 4013,
  keywords: '春节,新春,理财节,投顾礼包,休市',
  description: '新春理财节：新春投顾礼包、节前持仓提醒与春节休市安排，开年和投资顾问一起做计划。',
  background: '#fff7f0',
  banner: {
    title: '新春理财节',
    subtitle: '开年投顾礼 · 名师直播课免费看',
    from: '#b3121f',
    to: '#f08c1a',
  },
  blocks: [
    banner(SPRING_FESTIVAL, '新春理财节：开年投顾礼，名师直播课免费看'),
    gap(16),
    countdown('新春理财节 · 距活动结束', '2027-02-20T23:59:59+08:00', 3),
    gap(16),
    section(
      '新春礼包',
      point('名师直播课：', '春节前后 10 场主题直播免费看，错过可看回放。'),
      point('投顾策略体验：', '新用户免费体验投顾策略服务 7 天。'),
      point('开年计划表：', '《年度投资计划表》电子版，帮您理清新一年的目标与纪律。'),
    ),
    divider(),
    section(
      '节前提醒',
      line(
        '春节长假期间 A 股休市，外围市场照常交易。节前请结合自己的风险承受能力评估仓位，避免因假期消息影响而被动应对。',
      ),
      note('休市安排以交易所公告为准。市场有风险，投资需谨慎。'),
    ),
    gap(16),
    leadForm({
      title: '领取新春投顾礼包',
      buttonText: '立即领取',
      doneText:
        '已为您登记新春投顾礼包，礼包将在 3 个工作日内发放至牛8 App「我的 - 卡券」，直播开播前会以短信提醒您。',
    }),
    gap(24),
    footer(),
  ],
});

const goldenWeek = seedTemplate({
  code: GOLDEN_WEEK,
  title: '国庆中秋：双节理财季',
  category: '节日',
  pageId: 4014,
  keywords: '国庆,中秋,双节,休市,节后开市',
  description: '国庆中秋双节理财季：休市安排、节前风险提醒与节后开市直播预约。',
  background: '#fffaf0',
  banner: {
    title: '双节理财季',
    subtitle: '国庆 · 中秋 · 节后开市直播',
    from: '#a8321e',
    to: '#e0a526',
  },
  blocks: [
    banner(GOLDEN_WEEK, '国庆中秋双节理财季：节后开市直播预约'),
    gap(24),
    section(
      '休市安排',
      line('国庆、中秋假期期间 A 股休市，节后首个交易日恢复交易，具体以交易所公告为准。'),
      line('假期前最后一个交易日可提前规划资金安排，留意逆回购等品种的计息天数。'),
    ),
    divider(),
    section(
      '双节福利',
      point('节后开市直播：', '节后首个交易日 8:45，投资顾问梳理假期要闻。'),
      point('假期学习计划：', '7 天 7 节短课，每天 10 分钟，认识基金、债券与股票的风险差异。'),
      note('直播与课程内容仅供参考，不构成投资建议。'),
    ),
    gap(16),
    leadForm({
      title: '预约节后开市直播',
      buttonText: '预约直播',
      doneText:
        '已为您预约节后开市直播，开播前我们会以短信提醒您。下载牛8 App，在「直播」中观看，并可学习假期短课。',
    }),
    gap(16),
    linkButton('查看直播课表', '/h5-page/course'),
    gap(24),
    footer(),
  ],
});

export const FESTIVAL_TEMPLATES: readonly SeedTemplate[] = [double11, springFestival, goldenWeek];
