import type { Block } from '@h5-page/schema/page';
import { SEED_COMPANY } from '@h5-page/schema/seed-company';
import { button, copyright, countdown, empty, image } from './blocks.ts';
import { diamondCard } from './diamond-card.ts';
import { block } from './seed-block.ts';

/**
 * The coupon, open-day and group route pages: the national-day coupon campaign (coupon cards of
 * the server's batches), the headquarters open week (sessions to enrol in) and the group pages,
 * each explaining what the group offers above the existing join-group button (action 13).
 */

const card = diamondCard('#b3261e');

const NATIONAL_DAY: Block[] = [
  image('nationalDayCarnival', '国庆财富嘉年华：七天七重礼'),
  empty(16),
  countdown('距嘉年华结束还有', Date.UTC(2027, 9, 7, 16, 0, 0)),
  empty(8),
  card('嘉年华福利', [
    '课程、行情、策略三张优惠券，每人每种限领一张',
    '优惠券数量有限，领完即止，领取后在 App「卡券」中查看',
    '优惠券仅用于抵扣资讯与工具服务费用，不涉及任何投资收益承诺',
  ]),
  block('couponCard', { batch: 'national-course', title: '名师课程券' }),
  block('couponCard', { batch: 'national-level2', title: 'Level-2 行情券' }),
  block('couponCard', { batch: 'national-strategy', title: '策略服务券' }),
  empty(16),
  button(
    '去使用优惠券',
    { type: 1, pageName: 'coupons', actionName: '去使用优惠券' },
    { isNeedLogin: true },
  ),
  empty(40),
  copyright(),
];

interface GroupSpec {
  route: string;
  code: string;
  alt: string;
  groupId: number;
  offers: string[];
  rule: string;
  extra?: Block[];
}

const groupPage = (spec: GroupSpec): Block[] => [
  image(spec.code, spec.alt),
  empty(16),
  card('入群你将获得', spec.offers),
  empty(12),
  card('入群条件', [
    spec.rule,
    '群内内容仅供学习交流，不构成投资建议；请勿轻信任何私下荐股、代客理财',
  ]),
  ...(spec.extra ?? []),
  empty(24),
  button(
    '申请加入私享群',
    { type: 13, groupId: spec.groupId, activeType: spec.code, actionName: '申请加入私享群' },
    { isNeedLogin: true },
  ),
  empty(12),
  button('联系在线客服', { type: 5, actionName: '联系在线客服' }, { isNeedLogin: true }),
  empty(40),
  copyright(),
];

const GROUPS: GroupSpec[] = [
  {
    route: '/sqsjGroup',
    code: 'sqsjGroup',
    alt: '私享实战群：实盘复盘，交流心得',
    groupId: 3201,
    offers: [
      '每日盘后实战复盘，老师讲解当日热点与板块轮动',
      '每周一次群内直播答疑',
      '群友交流操作心得，互相学习',
    ],
    rule: '登录牛8账号即可申请加入，每人限加入一个实战群',
  },
  {
    route: '/sqsjGroup2',
    code: 'sqsjGroup2',
    alt: '私享实战群二期',
    groupId: 3202,
    offers: [
      '二期新群，聚焦短线情绪周期',
      '每日开盘前 15 分钟发布盘前提示',
      '每周五收盘后发布一周复盘',
    ],
    rule: '登录牛8账号即可申请加入，名额有限，满员即止',
  },
  {
    route: '/sqsjGroup3',
    code: 'sqsjGroup3',
    alt: '私享实战群三期：中线波段',
    groupId: 3203,
    offers: ['聚焦中线波段与仓位管理', '老师每周直播答疑一次', '专属学习资料：《仓位管理十讲》'],
    rule: '需先在下方预约学习资料（留下姓名与手机号），再申请加入',
    extra: [
      empty(16),
      block('leadForm', {
        title: '预约学习资料',
        buttonText: '立即预约',
        versionId: 276,
        doneTitle: '预约成功',
        doneText:
          '已为您预约学习资料《仓位管理十讲》，客服将尽快与您联系发放。返回本页即可申请入群，下载牛8 App 后在【社群】中参与每周直播答疑。',
        doneButtonText: '下载牛8 App',
        callbackNote: SEED_COMPANY.callbackNote,
      }),
    ],
  },
  {
    route: '/revitalizationGroup',
    code: 'revitalizationGroup',
    alt: '振兴计划私享群：盘前提示，盘中答疑',
    groupId: 3102,
    offers: [
      '交易日盘前提示：隔夜要闻与当日关注方向',
      '盘中老师在线答疑',
      '每月一次主题直播：行业深度解读',
    ],
    rule: '登录牛8账号即可申请加入',
  },
  {
    route: '/ztlsGroup',
    code: 'ztlsGroup',
    alt: '涨停猎手私享群：每日涨停复盘',
    groupId: 3103,
    offers: [
      '每日涨停板复盘：涨停原因与题材梳理',
      '次日关注清单（仅供学习参考）',
      '涨停猎手工具使用答疑',
    ],
    rule: '注册牛8账号的用户可申请加入',
  },
];

const OPEN_DAY: Block[] = [
  image('wealthOpenWeek', '财富开放周：走进牛8总部'),
  empty(16),
  card('开放日安排', [
    '参观投研中心、交易大厅与客户服务中心',
    '投顾团队现场分享：如何建立适合自己的投资体系',
    '家庭资产配置沙龙，与投顾老师面对面交流',
    '每人限报一场，每场座位有限，报满即止',
  ]),
  block('openDay', { title: '选择场次，立即报名' }),
  card('温馨提示', [
    '请携带身份证件，提前 15 分钟到达签到',
    '活动免费，不收取任何费用，不推荐具体股票',
  ]),
  empty(40),
  copyright(),
];

export const COUPON_OPEN_DAY_GROUP_PAGE_BLOCKS: Readonly<Record<string, Block[]>> = {
  '/nationalDayCarnival': NATIONAL_DAY,
  '/wealthOpenWeek': OPEN_DAY,
  ...Object.fromEntries(GROUPS.map((spec) => [spec.route, groupPage(spec)])),
};
