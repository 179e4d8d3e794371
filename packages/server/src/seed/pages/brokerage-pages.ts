import type { Block } from '@h5-page/schema/page';
import { copyright, empty, image } from '../blocks.ts';
import {
  ACCOUNT_OPENING_GIFT,
  accountOpeningGiftText,
} from '../../campaigns/store/account-opening-gift.ts';

/**
 * The finished brokerage pages: /brokerRegister lists the partner brokerages (each leads to its
 * registration page), /sxkh is that registration page (open-account request, fund-account
 * registration, the brokerage's enterprise WeChat service). The gift the pages name is the one
 * registering a fund account credits (ACCOUNT_OPENING_GIFT). The footer carries the risk notice.
 */

const brokerage = (view: string, title: string): Block => ({
  name: 'brokerage',
  value: { view, title, openBrokerageType: 'caida' },
  children: [],
});

const html = (content: string): Block => ({ name: 'code', value: { html: content }, children: [] });

const card = (title: string, lines: string[]): Block =>
  html(
    '<div style="margin:12px 12px;padding:14px 16px;background:#fff;border-radius:10px;font-size:13px;line-height:1.8;color:#333">' +
      `<b style="font-size:15px">${title}</b>` +
      lines.map((line) => `<p style="margin:4px 0 0">${line}</p>`).join('') +
      '</div>',
  );

const RISK = html(
  '<p style="margin:12px 24px;color:#5f6672;font-size:12px;line-height:1.6">' +
    '证券账户由合作券商开立，开户及交易服务由券商提供。开户福利以券商实际规则为准。' +
    '股市有风险，投资需谨慎。</p>',
);

export const BROKERAGE_PAGES: Readonly<Record<string, (code: string, alt: string) => Block[]>> = {
  '/brokerRegister': (code, alt) => [
    image(code, alt),
    brokerage('options', '选择开户券商'),
    card('开户须知', [
      '1. 年满 18 周岁，持本人有效二代身份证和本人银行卡。',
      '2. 全程线上办理，约 5 分钟完成，需进行视频或单向录像见证。',
      `3. 开户完成后，在“首享开户礼”页登记资金账号，即送${accountOpeningGiftText()}。`,
    ]),
    empty(24),
    RISK,
    copyright(),
  ],
  '/sxkh': (code, alt) => [
    image(code, alt),
    card(ACCOUNT_OPENING_GIFT.title, [
      '· 预约开户：客服一对一指导，开户更顺畅',
      `· 登记资金账号：开户完成后登记，立即到账：${accountOpeningGiftText()}`,
      '· 每位用户限领一次，服务期自到账之日起计算',
    ]),
    brokerage('openAccount', '预约开户'),
    brokerage('fundAccount', '已开户？登记资金账号'),
    empty(24),
    RISK,
    copyright(),
  ],
};
