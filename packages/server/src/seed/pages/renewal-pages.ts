import type { Block } from '@h5-page/schema/page';
import { DXW_RENEWAL_SALE_PAGE } from '@h5-page/schema/constants';
import { copyright, empty, image } from '../blocks.ts';
import { diamondCard } from '../diamond-card.ts';
import { block } from '../seed-block.ts';

/**
 * The finished renewal sale page (短线王 818 续费特惠): the offer, the coupons to receive first,
 * the renewal panel (plans, coupon, countdown, recent renewals, pay), what the service contains,
 * the rules, questions and the risk disclosure.
 */

const card = diamondCard('#8a4b00');

const faq = (items: [string, string][]): Block =>
  block('code', {
    html: `<div style="margin:0 12px;padding:14px 16px;border-radius:12px;background:#fff;color:#3a3a3a;font-size:14px;line-height:1.7"><p style="margin:0 0 6px;font-weight:700;color:#8a4b00;font-size:16px">常见问题</p>${items
      .map(
        ([q, a]) =>
          `<p style="margin:8px 0 2px;font-weight:700;color:#222">问：${q}</p><p style="margin:0;color:#555">答：${a}</p>`,
      )
      .join('')}</div>`,
  });

const headline = (text: string, sub: string): Block =>
  block('code', {
    html: `<div style="margin:0 12px;padding:4px 4px 0;text-align:center"><p style="margin:0;font-size:18px;font-weight:700;color:#b3261e">${text}</p><p style="margin:4px 0 0;font-size:13px;color:#8a5a00">${sub}</p></div>`,
  });

const RISK =
  '<div style="margin:0 12px;padding:12px 14px;border-radius:10px;background:#fff8e6;color:#8a5a00;font-size:12px;line-height:1.7">' +
  '<p style="margin:0 0 4px;font-weight:700">风险揭示</p>' +
  '<p style="margin:0">短线王为证券投资咨询工具类服务，提供的行情提醒、信号与复盘内容均基于历史数据与模型，仅供参考，不构成具体的买卖建议，不承诺任何投资收益。短线交易波动大、风险高，请结合自身风险承受能力审慎决策，投资者据此操作，风险自担。</p>' +
  '<p style="margin:4px 0 0">服务费用仅为资讯与工具服务的对价，与证券投资盈亏无关。</p></div>';

const renewal = (code: string, alt: string): Block[] => [
  image(code, alt),
  empty(16),
  headline('老用户专享 · 续费立享特惠价', '年度版直降 700 元，再送一个月；领券再减'),
  empty(12),
  block('couponCard', { batch: 'dxw818', title: '年度续费专享券' }),
  block('couponCard', { batch: 'dxw818-loyal', title: '老友回馈券' }),
  block('renewalPanel', {
    salePage: DXW_RENEWAL_SALE_PAGE,
    title: '选择续费套餐',
    payText: '立即续费',
    showTicker: true,
  }),
  empty(8),
  card('续费后你将继续享有', [
    '盘中异动提醒：涨停、炸板、放量异动实时推送',
    '短线信号：龙头股启动与分歧转一致信号，附逻辑说明',
    '每日复盘：盘后梳理当日主线与资金动向，次日关注清单',
    '投顾答疑：交易日在线解答工具使用问题',
  ]),
  empty(12),
  card('活动规则', [
    '活动时间：2026年8月1日至2027年8月18日，以页面倒计时为准',
    '参与对象：已开通过短线王服务的老用户（含已到期用户）',
    '赠送天数随套餐发放，续费在原到期日基础上顺延；已到期用户自支付成功之日起计算',
    '每张优惠券仅限使用一次，不可叠加使用，下单后即视为已使用',
    '年度续费专享券需订单满 998 元可用；老友回馈券续费任意套餐可用',
    '订单未支付可在「我的订单」中继续支付；如有疑问请联系在线客服',
  ]),
  empty(12),
  faq([
    [
      '服务还没到期，现在续费会浪费剩余天数吗？',
      '不会。新购买的时长与赠送天数都在原到期日之后顺延。',
    ],
    ['新用户可以参加吗？', '本次特惠仅限短线王老用户，新用户可在 App 内了解短线王标准版。'],
    ['优惠券在哪里领取？', '在本页上方领取，领取后在续费面板中选择即可抵扣。'],
    ['续费后可以退款吗？', '服务开通后按平台服务协议处理，具体以协议约定为准。'],
  ]),
  empty(12),
  block('code', { html: RISK }),
  empty(24),
  copyright(),
];

export const RENEWAL_PAGES: Readonly<Record<string, (code: string, alt: string) => Block[]>> = {
  '/duanxianwangxufei818': renewal,
};
