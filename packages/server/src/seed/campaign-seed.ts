import { count, ne } from 'drizzle-orm';
import {
  BROKERAGE_OPEN_TYPE_CAIDA,
  DBZS_MARK,
  DBZS_PRODUCT_ID,
  DXW_PRODUCT_ID,
} from '@h5-page/schema/constants';
import type { Db } from '../store/open-database.ts';
import {
  brokerageConfs,
  campaignApis,
  chatGroups,
  jumpTargets,
  products,
  qrCodes,
  staff,
  staffBindings,
  vacancies,
  virtualUsers,
} from '../campaigns/store/tables.ts';
import { campaignAssetUrl } from './campaign-assets.ts';

/**
 * Demo data of the server-backed blocks and actions, so the demo and route pages work offline
 * on a fresh install. Ids line up with the seed pages (group ids 3101… of the route pages'
 * join buttons; group activities are the route page codes) and with what a builder would type
 * (code id 1, notice and vacancy id 1, state code niuniu-demo, …). Everything is editable
 * through the admin API afterwards.
 */

export const CAMPAIGN_SEED = {
  products: [
    {
      shopProductId: DBZS_PRODUCT_ID,
      modeShopProductId: DBZS_PRODUCT_ID,
      name: '打板助手 · 年度会员',
      priceCents: 99_800,
      mark: DBZS_MARK,
    },
    {
      shopProductId: 1192,
      modeShopProductId: 1192,
      name: '投顾策略 · 季度服务',
      priceCents: 59_900,
      mark: null,
    },
  ],
  groups: [
    group(3001, 'demo', '新春理财节 · 粉丝群', 'lead'),
    group(3101, 'slzf', '神龙战法训练营群', 'registered'),
    group(3102, 'revitalizationGroup', '振兴计划交流群', 'any'),
    group(3103, 'ztlsGroup', '涨停猎手私享群', 'registered'),
    group(3201, 'sqsjGroup', '私享社群 1 群', 'any', 'sqsj'),
    group(3202, 'sqsjGroup2', '私享社群 2 群', 'any', 'sqsj'),
    group(3203, 'sqsjGroup3', '私享社群 3 群', 'lead', 'sqsj'),
    {
      id: 3901,
      activity: '',
      kind: 'service' as const,
      name: '牛8 在线客服',
      joinImage: '',
      qr: '',
      requires: 'any' as const,
      maxMembers: null,
    },
  ],
  staff: [
    staffMember(1, '王老师', 'wang.laoshi', true),
    staffMember(2, '李老师', 'li.laoshi', false),
    staffMember(3, '陈助理', 'chen.zhuli', false),
  ],
  staffBindings: [
    {
      stateCode: 'niuniu-demo',
      serveStaffId: 1,
      traceStaffId: 3,
      contactQrCode: campaignAssetUrl('qr-contact-niuniu'),
    },
    // No contact code yet: the enterprise WeChat client makes one on first use.
    { stateCode: 'sqsj', serveStaffId: 2, traceStaffId: 3, contactQrCode: '' },
    // A state code whose staff left: both ids 0 (未绑定服务人员，无法获取).
    { stateCode: 'unbound', serveStaffId: 0, traceStaffId: 0, contactQrCode: '' },
  ],
  qrCodes: [
    {
      codeId: '1',
      title: '添加老师微信',
      wechatQrcode: campaignAssetUrl('qr-code-1'),
      wechatImg: campaignAssetUrl('qr-wechat-img-1'),
      qw: '',
      dynamic: false,
      stateCode: '',
    },
    {
      codeId: '2',
      title: '企业微信服务号',
      wechatQrcode: '',
      wechatImg: '',
      qw: campaignAssetUrl('qr-qw-2'),
      dynamic: false,
      stateCode: '',
    },
    {
      codeId: 'person',
      title: '您的专属服务顾问',
      wechatQrcode: campaignAssetUrl('qr-person'),
      wechatImg: '',
      qw: '',
      dynamic: true,
      stateCode: 'sqsj',
    },
  ],
  virtualUsers: [
    {
      id: '1',
      items: [
        ['avatar-1', '138****6621 刚刚领取了新春礼包'],
        ['avatar-2', '186****0937 刚刚预约了名师直播课'],
        ['avatar-3', '135****4410 刚刚开通了投顾策略'],
        ['avatar-4', '139****2285 刚刚领取了新春礼包'],
        ['avatar-5', '158****7316 刚刚加入了私享社群'],
        ['avatar-2', '177****5092 刚刚开通了打板助手'],
      ].map(([avatar = '', text = '']) => ({ avatar: campaignAssetUrl(avatar), text })),
    },
  ],
  vacancies: [
    { id: '1', currentNum: 386, changeTypeLimit: 1, limitNum: 500 },
    { id: '2', currentNum: 1288, changeTypeLimit: 0, limitNum: 2000 },
  ],
  brokerageConfs: [
    {
      openBrokerageType: BROKERAGE_OPEN_TYPE_CAIDA,
      name: '财达证券',
      logo: '',
      registrationUrl: '/h5-page/sxkh?broker=caida',
      qyWechatServiceUrl: campaignAssetUrl('qr-qw-2'),
      isOption: true,
      sort: 1,
    },
    {
      openBrokerageType: 'huaxin',
      name: '华鑫证券',
      logo: '',
      registrationUrl: '/h5-page/sxkh?broker=huaxin',
      qyWechatServiceUrl: campaignAssetUrl('qr-qw-2'),
      isOption: true,
      sort: 2,
    },
    {
      openBrokerageType: 'guolian',
      name: '国联证券',
      logo: '',
      registrationUrl: '/h5-page/sxkh?broker=guolian',
      qyWechatServiceUrl: campaignAssetUrl('qr-qw-2'),
      isOption: true,
      sort: 3,
    },
  ],
  jumpTargets: [
    { stateCode: 'live-course', url: '/h5-page/course', msg: '' },
    { stateCode: 'not-started', url: '', msg: '活动尚未开始，敬请期待' },
  ],
  campaignApis: [
    {
      path: '/oabase/api/campaign/v1/live-reminder',
      msg: '预约成功，开播前将短信提醒您',
      requiresToken: true,
      oncePerUser: true,
      repeatMsg: '您已预约，开播前将短信提醒您',
    },
    {
      path: '/oabase/api/campaign/v1/coupon/receive',
      msg: '领取成功，优惠券已放入您的账户',
      requiresToken: true,
      oncePerUser: true,
      repeatMsg: '您已领取过该优惠券',
    },
    {
      path: '/oabase/api/campaign/v1/like',
      msg: '感谢您的点赞',
      requiresToken: false,
      oncePerUser: false,
      repeatMsg: '',
    },
  ],
};

function group(
  id: number,
  activity: string,
  name: string,
  requires: 'any' | 'registered' | 'lead',
  exclusiveSet = '',
) {
  return {
    id,
    exclusiveSet,
    activity,
    kind: 'open' as const,
    name,
    joinImage: campaignAssetUrl(`qr-group-${id}`),
    qr: campaignAssetUrl(`qr-group-${id}`),
    requires,
    maxMembers: null,
  };
}

function staffMember(id: number, name: string, wecomUserId: string, isDefault: boolean) {
  return { id, name, qrCode: campaignAssetUrl(`qr-staff-${id}`), wecomUserId, isDefault };
}

/**
 * Seeds the campaign tables when all of them are empty (a fresh store, or one created before
 * they existed), in one transaction. Returns whether it seeded.
 */
export async function seedCampaignIfEmpty(db: Db): Promise<boolean> {
  const tables = [
    products,
    chatGroups,
    staff,
    staffBindings,
    qrCodes,
    virtualUsers,
    vacancies,
    brokerageConfs,
    jumpTargets,
    campaignApis,
  ];
  for (const table of tables) {
    // The renewal migration adds the product it renews: not a sign of seeded data.
    const filter = table === products ? ne(products.shopProductId, DXW_PRODUCT_ID) : undefined;
    const [row] = await db.select({ n: count() }).from(table).where(filter);
    if (Number(row?.n ?? 0) > 0) return false;
  }

  const seed = CAMPAIGN_SEED;
  await db.transaction(async (tx) => {
    await tx.insert(products).values(seed.products);
    await tx.insert(chatGroups).values(seed.groups);
    await tx.insert(staff).values(seed.staff);
    await tx.insert(staffBindings).values(seed.staffBindings);
    await tx.insert(qrCodes).values(seed.qrCodes);
    await tx.insert(virtualUsers).values(seed.virtualUsers);
    await tx.insert(vacancies).values(seed.vacancies);
    await tx.insert(brokerageConfs).values(seed.brokerageConfs);
    await tx.insert(jumpTargets).values(seed.jumpTargets);
    await tx.insert(campaignApis).values(seed.campaignApis);
  });
  return true;
}
