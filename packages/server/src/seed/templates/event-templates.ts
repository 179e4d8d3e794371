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

/** 活动: the campaigns of the year's calendar (开门红, 618, 周年庆). */

const KAIMENHONG = 'template-kaimenhong';
const MID_YEAR = 'template-618';
const ANNIVERSARY = 'template-anniversary';

/** The rules sheet every campaign carries, opened by 查看活动规则. */
const RULES = 'rules';

const kaimenhong = seedTemplate({
  code: KAIMENHONG,
  title: '开门红：新年第一课',
  category: '活动',
  pageId: 4003,
  keywords: '开门红,新年第一课,年度策略,直播',
  description: '新年首个交易日晚间年度策略直播，预约即领开年学习礼包。',
  background: '#fff7f2',
  banner: {
    title: '开门红 · 新年第一课',
    subtitle: '首个交易日 20:00 · 年度策略直播',
    from: '#b3261e',
    to: '#f5a524',
  },
  blocks: [
    banner(KAIMENHONG, '开门红新年第一课：首个交易日晚 8 点年度策略直播'),
    gap(16),
    countdown('新年第一课 · 距开播', '2027-01-04T20:00:00+08:00', 1),
    gap(16),
    section(
      '直播看点',
      point('回顾：', '用一张图看懂过去一年的市场主线与风格切换。'),
      point('展望：', '梳理新一年的政策节奏、行业景气度与需要留意的风险。'),
      point('方法：', '讲清仓位管理与分散配置的思路，帮您制定自己的年度计划。'),
      note('直播内容仅供参考，不构成投资建议。市场有风险，投资需谨慎。'),
    ),
    divider(),
    section(
      '预约即领开年礼',
      point('开年学习礼包：', '《年度投资计划表》与《仓位管理十讲》电子版。'),
      point('直播回放：', '预约用户可在 7 天内反复观看本场回放。'),
    ),
    gap(16),
    leadForm({
      title: '预约开年策略直播',
      buttonText: '预约直播',
      doneText:
        '已为您预约开年策略直播，开播前我们会以短信提醒您。下载牛8 App，开播后在「直播」中即可观看，并领取开年学习礼包。',
    }),
    gap(16),
    popupButton('查看活动规则', RULES),
    gap(24),
    footer(),
    sheet(RULES, [
      section(
        '活动规则',
        line('1. 活动时间：即日起至新年首个交易日 24:00。'),
        line('2. 预约成功后，开年学习礼包在 3 个工作日内发放至牛8 App「我的 - 卡券」。'),
        line('3. 每个手机号限预约一次，礼包不可转让、不可兑换现金。'),
        line('4. 如有疑问，请拨打页面底部的服务热线。'),
      ),
      gap(24),
    ]),
  ],
});

const midYear = seedTemplate({
  code: MID_YEAR,
  title: '618 年中投顾节',
  category: '活动',
  pageId: 4004,
  keywords: '618,年中,投顾服务,优惠',
  description: '618 年中投顾节：投顾策略服务限时优惠，年中行情复盘直播免费看。',
  background: '#fff8f1',
  banner: {
    title: '618 年中投顾节',
    subtitle: '6月1日–6月18日 · 投顾服务限时优惠',
    from: '#d9480f',
    to: '#ffb000',
  },
  blocks: [
    banner(MID_YEAR, '618 年中投顾节：6月1日至6月18日，投顾服务限时优惠'),
    gap(16),
    countdown('618 年中投顾节 · 距活动结束', '2027-06-18T23:59:59+08:00', 3),
    gap(16),
    section(
      '年中福利',
      point('投顾策略首月 5 折：', '活动期间新订阅任一投顾策略服务，首月享 5 折。'),
      point('年中复盘直播：', '6 月 18 日 20:00，投资顾问带您复盘上半年行情。'),
      point('续费加赠：', '老用户续费任一服务，加赠 15 天服务期。'),
      note('优惠以订单页面显示为准。投顾服务不承诺收益，投资需谨慎。'),
    ),
    divider(),
    section(
      '参与方式',
      point('① 预约：', '在下方留下姓名和手机号，领取年中投顾体验。'),
      point('② 测评：', '在牛8 App 完成风险测评，匹配适合您的服务。'),
      point('③ 订阅：', '选择服务下单，优惠自动生效。'),
    ),
    gap(16),
    leadForm({
      title: '领取年中投顾体验',
      buttonText: '立即领取',
      doneText:
        '已为您登记年中投顾体验，顾问将在 1 个工作日内与您联系，讲解服务内容与优惠。下载牛8 App 完成风险测评后即可订阅。',
    }),
    gap(16),
    linkButton('看看本周直播课表', '/h5-page/course'),
    gap(16),
    popupButton('查看活动规则', RULES),
    gap(24),
    footer(),
    sheet(RULES, [
      section(
        '活动规则',
        line('1. 活动时间：6 月 1 日 0:00 至 6 月 18 日 23:59。'),
        line('2. 首月 5 折仅限活动期间新订阅，每位用户每项服务限享一次。'),
        line('3. 订阅前须完成风险测评，服务风险等级须与您的测评结果相匹配。'),
        line('4. 服务费用是投资顾问服务的对价，与证券投资盈亏无关。'),
      ),
      gap(24),
    ]),
  ],
});

const anniversary = seedTemplate({
  code: ANNIVERSARY,
  title: '周年庆：感恩有你',
  category: '活动',
  pageId: 4005,
  keywords: '周年庆,感恩回馈,老用户,直播',
  description: '牛8 周年庆：老用户专享回馈礼包，名师直播连开 7 天。',
  background: '#fbf6ff',
  banner: {
    title: '周年庆 · 感恩有你',
    subtitle: '老用户专享回馈 · 名师直播连开 7 天',
    from: '#5b2bb5',
    to: '#c23b7a',
  },
  blocks: [
    banner(ANNIVERSARY, '牛8 周年庆：老用户专享回馈，名师直播连开 7 天'),
    gap(16),
    section(
      '感谢一路同行',
      line(
        '一年又一年，谢谢您把投资学习的时间交给我们。周年庆期间，我们准备了一份回馈礼包和 7 天直播，陪您把投资这件事做得更从容。',
      ),
    ),
    gap(8),
    countdown('周年庆 · 距活动结束', '2027-09-24T23:59:59+08:00', 2),
    divider(),
    section(
      '回馈内容',
      point('7 天主题直播：', '宏观、行业、资产配置、投资心态，每晚一个主题。'),
      point('服务期加赠：', '活动期间续费任一投顾服务，加赠 1 个月服务期。'),
      point('学习资料：', '《周年精选课程合集》电子版，供您随时回看。'),
      note('回馈礼包为投顾服务与学习资料，不含现金，不构成投资建议。'),
    ),
    gap(16),
    leadForm({
      title: '领取周年庆回馈礼包',
      buttonText: '立即领取',
      doneText:
        '已为您登记周年庆回馈礼包，礼包将在 3 个工作日内发放至牛8 App「我的 - 卡券」，直播开播前会以短信提醒您。',
    }),
    gap(16),
    popupButton('查看活动规则', RULES),
    gap(24),
    footer(),
    sheet(RULES, [
      section(
        '活动规则',
        line('1. 活动时间：9 月 18 日至 9 月 24 日。'),
        line('2. 回馈礼包每个手机号限领一份，不可转让、不可兑换现金。'),
        line('3. 服务期加赠仅限活动期间完成的续费订单。'),
        line('4. 市场有风险，投资需谨慎。'),
      ),
      gap(24),
    ]),
  ],
});

export const EVENT_TEMPLATES: readonly SeedTemplate[] = [kaimenhong, midYear, anniversary];
