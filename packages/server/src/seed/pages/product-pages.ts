import type { ActivityPage, Block } from '@h5-page/schema/page';
import type { BannerSpec } from '../banner.ts';
import { copyright, empty, image } from '../blocks.ts';
import { PRODUCT_OFFERS, offerPageCode } from './product-offers.ts';
import type { ProductOffer } from './product-offers.ts';
import { block } from '../seed-block.ts';
import { escapeHtml } from '@h5-page/schema/escape-html';

/**
 * The sales page of each topic product: what it is, what the buyer gets and for how long, the
 * price, who it is for, the risk disclosure, and the pay button that sells it (pay flow: order,
 * cashier, a paid order grants the service).
 */

const CARD =
  'margin:0 12px;padding:14px 16px;border-radius:12px;background:#fff;color:#333;font-size:14px;line-height:1.7';
const HEADING = 'margin:0 0 6px;font-weight:700;color:#1d2433;font-size:16px';

const KIND_NAME: Record<ProductOffer['kind'], string> = {
  fund: '基金',
  etf: 'ETF',
  advisory: '投顾服务',
};

/** Risk level of a product → the investors it suits (suitability rules: C1…C5). */
const SUITS: Record<ProductOffer['riskLevel'], string> = {
  R1: '保守型（C1）及以上',
  R2: '谨慎型（C2）及以上',
  R3: '稳健型（C3）及以上',
  R4: '积极型（C4）及以上',
  R5: '激进型（C5）',
};

const BANNER_COLOURS: Record<ProductOffer['kind'], { from: string; to: string }> = {
  fund: { from: '#1f5fd6', to: '#4fa3ff' },
  etf: { from: '#0f8f6b', to: '#36c98e' },
  advisory: { from: '#b3261e', to: '#ff8a3d' },
};

const yuan = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

const periodText = (offer: ProductOffer): string => {
  if (offer.periodMonths !== null) return `服务期 ${offer.periodMonths} 个月`;
  return offer.serviceDays === undefined
    ? '一次性购买'
    : `一次性购买，服务期 ${offer.serviceDays} 天`;
};

const intro = (offer: ProductOffer): Block =>
  block('code', {
    html:
      `<div style="${CARD}"><p style="${HEADING}">${escapeHtml(offer.productName)}` +
      `<span style="margin-left:8px;padding:1px 6px;border-radius:4px;background:#eef3ff;color:#1f4fb0;font-size:12px;font-weight:400">${KIND_NAME[offer.kind]} · ${offer.riskLevel}</span></p>` +
      `<p style="margin:0">${escapeHtml(offer.about)}</p></div>`,
  });

const priceCard = (offer: ProductOffer): Block =>
  block('code', {
    html:
      `<div style="${CARD}"><p style="${HEADING}">${escapeHtml(offer.name)}</p>` +
      `<p style="margin:0 0 8px"><b style="font-size:28px;color:#c4231c">¥${yuan(offer.priceCents)}</b>` +
      `<span style="margin-left:6px;color:#555">${periodText(offer)}</span></p>` +
      offer.includes
        .map(
          (line) =>
            `<p style="margin:3px 0"><b style="color:#c4231c">◆</b> ${escapeHtml(line)}</p>`,
        )
        .join('') +
      '</div>',
  });

const forWhom = (offer: ProductOffer): Block =>
  block('code', {
    html:
      `<div style="${CARD}"><p style="${HEADING}">适合谁</p>` +
      `<p style="margin:0">产品风险等级 ${offer.riskLevel}，适合风险承受能力为${SUITS[offer.riskLevel]}的投资者。购买前请先在 App 内完成风险测评；测评结果低于该等级的，请勿购买。</p>` +
      (offer.kind === 'advisory'
        ? ''
        : '<p style="margin:6px 0 0">本服务是投资顾问服务，不含基金份额：基金或 ETF 请在持牌销售机构或证券账户内自行申购。</p>') +
      '</div>',
  });

const RISK_BODY: Record<ProductOffer['kind'], string> = {
  fund: '基金的过往业绩不代表其未来表现，页面所示收益率与波动率为模拟演示数据。基金投资有风险，可能损失本金。投顾服务提供的配置建议仅供参考，不构成收益承诺。',
  etf: 'ETF 价格随跟踪指数波动，行业 ETF 集中度高、波动明显大于宽基。页面所示收益率为模拟演示数据，不代表未来表现。定投不能保证收益，也不能规避市场风险。',
  advisory:
    '投顾服务提供的信号、解读与课程内容基于历史数据与模型，仅供参考，不构成具体的买卖建议，不承诺任何投资收益。股票交易波动大、风险高，投资者据此操作，风险自担。',
};

const risk = (offer: ProductOffer): Block =>
  block('code', {
    html:
      '<div style="margin:0 12px;padding:12px 14px;border-radius:10px;background:#fff8e6;color:#5c4400;font-size:13px;line-height:1.7">' +
      '<p style="margin:0 0 4px;font-weight:700">风险揭示</p>' +
      `<p style="margin:0">${RISK_BODY[offer.kind]}</p>` +
      '<p style="margin:4px 0 0">服务费用是投资顾问服务的对价，与证券投资盈亏无关；服务开通后按平台服务协议处理退款。</p></div>',
  });

export function offerBanner(offer: ProductOffer): BannerSpec {
  return {
    title: offer.productName.split('·')[0] ?? offer.productName,
    subtitle: `¥${yuan(offer.priceCents)} · ${periodText(offer)}`,
    ...BANNER_COLOURS[offer.kind],
  };
}

/** Page ids of the sales pages (route pages count from 1101). */
const FIRST_PAGE_ID = 3001;

function offerPage(offer: ProductOffer, index: number): ActivityPage {
  const code = offerPageCode(offer);
  return {
    code,
    title: offer.name,
    meta: {
      keywords: `${offer.productName},牛8,投顾服务`,
      description: `${offer.name}：${offer.about}`.slice(0, 200),
    },
    background: '#f5f5f5',
    is_auto_fit: 0,
    extra: { pageID: FIRST_PAGE_ID + index },
    page_schema: [
      image(code, `${offer.name}：¥${yuan(offer.priceCents)}，${periodText(offer)}`),
      empty(12),
      intro(offer),
      empty(12),
      priceCard(offer),
      empty(12),
      block('payButton', {
        productId: offer.shopProductId,
        text: `¥${yuan(offer.priceCents)} 立即开通`,
        isNeedLogin: true,
      }),
      empty(12),
      forWhom(offer),
      empty(12),
      risk(offer),
      empty(24),
      copyright(),
    ],
  };
}

export const PRODUCT_PAGES: readonly ActivityPage[] = PRODUCT_OFFERS.map(offerPage);

export const PRODUCT_PAGE_BANNERS: Readonly<Record<string, BannerSpec>> = Object.fromEntries(
  PRODUCT_OFFERS.map((offer) => [offerPageCode(offer), offerBanner(offer)]),
);
