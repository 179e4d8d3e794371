import { chinaTime } from '@h5-page/schema/china-time';

/** The five flags of the footer, in the order their texts show (top to bottom). */
export const COPYRIGHT_FLAGS = ['fxts', 'show4', 'show3', 'show5', 'show'] as const;
export type CopyrightFlag = (typeof COPYRIGHT_FLAGS)[number];

/** Heading of the risk-disclaimer box (flag `fxts`). */
export const RISK_HEADING = '风险提示';

/** The sample licence number and hotline of the example texts (placeholders, never to go live). */
export const SAMPLE_LICENCE_NUMBER = '914400000000000000';
export const SAMPLE_HOTLINE = '400-000-0000';

/** The qualification notice (flag `show3`) of a company with this licence number. */
export const qualificationText = (licenceNumber: string): string =>
  `本公司具备中国证监会核准的证券投资咨询业务资格，经营证券期货业务许可证编号：${licenceNumber}`;

/** The service and complaint line (flag `show5`) of a company with this hotline. */
export const hotlineText = (hotline: string): string =>
  `服务及投诉热线：${hotline}（工作日 9:00–18:00）`;

/**
 * Texts of a securities investment-advice company's footer, one per flag; a page overrides any
 * of them in `texts`. `{year}` stands for the current year (Beijing time). The risk notices and
 * the copyright line are the product's own wording, shown for an empty field. The qualification
 * notice and the hotline are examples (sample numbers): the company's own go in `texts`, and
 * left empty they are never shown to visitors (the definition's `example`s).
 */
export const DEFAULT_COPYRIGHT_TEXTS: Readonly<Record<CopyrightFlag, string>> = {
  show: 'Copyright © {year} 牛8 版权所有',
  show3: qualificationText(SAMPLE_LICENCE_NUMBER),
  show4:
    '投资顾问服务不承诺收益，不代客理财，不与客户约定分享收益或分担损失。页面所载观点、策略及案例仅供参考，不构成投资建议，过往业绩不代表未来表现，据此操作风险自担。',
  show5: hotlineText(SAMPLE_HOTLINE),
  fxts: '市场有风险，投资需谨慎。本页面内容仅供参考，不构成任何投资建议。请您充分了解产品及服务的风险，根据自身风险承受能力审慎决策，独立承担投资风险。',
};

/** A footer text with `{year}` replaced by the year at `now` in Beijing time. */
export function fillYear(text: string, now: number): string {
  const { year } = chinaTime(Number.isFinite(now) ? now : 0);
  return text.replace(/\{year\}/g, String(year));
}

/**
 * The footer's type colours and the risk box's tint (`copyright/copyright.css`, which
 * `compliance-checks.test.ts` holds to these): the compliance checks work out the disclosure's
 * contrast against the page's background from them.
 */
export const COPYRIGHT_COLOURS = {
  text: '#5f6672',
  heading: '#666',
  riskBox: 'rgba(0, 0, 0, 0.04)',
} as const;
