import { APP_PAGE, BUTTON_ACTION_TYPE, BUTTON_ACTION_TYPE_LABELS } from '@h5-page/schema/constants';
import { defineBlock } from '../block-definition.ts';
import { demoBlock } from '../shared/demo-block.ts';
import { choiceField } from '../shared/choice-field.ts';

const APP_PAGE_LABELS: Record<string, string> = {
  [APP_PAGE.COUPONS]: '优惠券',
  [APP_PAGE.WALLET_TOP_UP]: '钱包充值',
  [APP_PAGE.WALLET_SPENDING_RECORD]: '钱包消费记录',
  [APP_PAGE.PERSONAL_CENTER]: '个人中心',
  [APP_PAGE.COURSE_LIST]: '课程列表',
  [APP_PAGE.STRATEGY_LIST]: '策略列表',
  [APP_PAGE.TOPIC_LIST]: '专题列表',
  [APP_PAGE.FUND_DETAIL]: '基金详情',
  [APP_PAGE.ORDER_PAYMENT]: '订单支付',
  [APP_PAGE.COMMUNITY_SERVICE]: '社群客服',
  [APP_PAGE.LIVE_ROOM]: '直播间',
};

const yesNo = (label: string) => choiceField('radio', label, { 否: false, 是: true });

/** The seed's course banner (served by the server at /seed-assets/), local like every demo image. */
const COURSE_BANNER = '/seed-assets/course.svg';

export const buttonDefinition = defineBlock({
  name: 'button',
  label: '按钮',
  category: 'marketing',
  fields: {
    type: choiceField('radio', '类型', { 文字: 'text', 图片: 'image' }),
    text: { type: 'text', label: '按钮文字', placeholder: '立即领取' },
    image: {
      type: 'object',
      label: '按钮图片',
      objectFields: {
        url: { type: 'image', label: '图片地址' },
        alt: { type: 'text', label: '图片说明（alt）' },
        join: { type: 'image', label: '未加群时的图片（加入社群）' },
        joined: { type: 'image', label: '已加群时的图片（加入社群）' },
      },
    },
    action: {
      type: 'action',
      label: '点击动作',
      objectFields: {
        type: {
          type: 'select',
          label: '动作类型',
          options: Object.entries(BUTTON_ACTION_TYPE_LABELS).map(([value, label]) => ({
            label,
            value: Number(value),
          })),
        },
        actionName: { type: 'text', label: '动作名称（统计用）' },
        pageName: {
          type: 'select',
          label: `App 页面（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.PAGE]}）`,
          options: Object.entries(APP_PAGE_LABELS).map(([value, label]) => ({ label, value })),
        },
        pageParam: {
          type: 'text',
          label: `页面参数（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.PAGE]}，a=1&b=2）`,
        },
        appPageParam: {
          type: 'text',
          label: `App 内附加参数（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.PAGE]}，a=1&b=2）`,
        },
        popupId: {
          type: 'text',
          label: `弹窗 ID（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.POPUP]}）`,
        },
        atext: {
          type: 'text',
          label: `链接地址（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.LINK]}）`,
          placeholder: 'https://',
        },
        codeId: {
          type: 'text',
          label: `二维码 ID（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.CODE]}）`,
        },
        api: {
          type: 'text',
          label: `接口地址（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.API]}）`,
        },
        niuniuCodeId: {
          type: 'text',
          label: `牛牛服务码（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.NIUNIU_SERVICE]}）`,
        },
        stateCodeId: {
          type: 'text',
          label: `状态码（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.STATE_CODE]}）`,
        },
        groupId: {
          type: 'text',
          label: `社群 ID（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.JOIN_GROUP]}）`,
        },
        activeType: {
          type: 'text',
          label: `活动类型（${BUTTON_ACTION_TYPE_LABELS[BUTTON_ACTION_TYPE.JOIN_GROUP]}）`,
        },
      },
    },
    align: choiceField('radio', '对齐', { 左: 'left', 中: 'center', 右: 'right' }),
    animate: choiceField('select', '动画', {
      无: false,
      '缩放（pulse）': 'pulse',
      '摇摆（shake）': 'shake',
      '呼吸（breath）': 'breath',
    }),
    width: { type: 'number', label: '宽度（设计稿 px，默认文字按钮 600）', min: 1, max: 750 },
    height: {
      type: 'number',
      label: '高度（设计稿 px，默认文字按钮 88；文字按钮为最小高度，文字多时自动增高）',
      min: 1,
      max: 750,
    },
    color: { type: 'colour', label: '文字颜色', placeholder: '#ffffff' },
    background: { type: 'colour', label: '背景色', placeholder: '#ff8a3d' },
    backgroundTo: { type: 'colour', label: '背景渐变结束色', placeholder: '#cf2b24' },
    isNeedLogin: yesNo('需要登录'),
    baiduStatistics: yesNo('百度统计'),
    oaStatistics: yesNo('OA 浏览统计'),
    uploadId: {
      type: 'text',
      label: '浏览统计 ID',
      help: '开启 OA 浏览统计后，已登录访客点按钮时随统计一起上报的编号，由统计后台提供。',
    },
  },
  // No action until the marketer chooses one: a made-up one (a popup the page may not have)
  // would go live doing nothing; an unchosen one is said at the field and stops 发布.
  defaultValue: {
    type: 'text',
    text: '立即领取',
    align: 'center',
  },
  demo: [
    demoBlock('button', {
      type: 'text',
      text: '立即领取新春开户礼包',
      align: 'center',
      animate: 'pulse',
      isNeedLogin: true,
      baiduStatistics: true,
      action: {
        type: BUTTON_ACTION_TYPE.PAGE,
        pageName: APP_PAGE.COUPONS,
        actionName: '领取新春开户礼包',
      },
    }),
    demoBlock('button', {
      type: 'image',
      image: { url: COURSE_BANNER, alt: '名师投资课：K线、财报、估值、仓位管理' },
      width: 600,
      align: 'center',
      animate: 'breath',
      action: {
        type: BUTTON_ACTION_TYPE.PAGE,
        pageName: APP_PAGE.COURSE_LIST,
        pageParam: 'tab=live',
        actionName: '预约名师直播课',
      },
    }),
    demoBlock('button', {
      type: 'text',
      text: '投顾策略 5 折特惠',
      align: 'center',
      width: 520,
      height: 80,
      color: '#8a2a00',
      background: '#ffe7a3',
      backgroundTo: '#ffc56b',
      action: {
        type: BUTTON_ACTION_TYPE.PAGE,
        pageName: APP_PAGE.STRATEGY_LIST,
        actionName: '查看投顾策略',
      },
    }),
  ],
});
