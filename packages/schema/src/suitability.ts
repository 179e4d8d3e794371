/**
 * Suitability before purchase (《证券期货投资者适当性管理办法》): a product's risk level R1–R5 and
 * a visitor's risk tier C1–C5, the rule matching them, the questionnaire that gives a tier and
 * the texts a visitor reads. The browser and the server both use them; no zod here, as the
 * visitor's bundle carries this file.
 */

export const RISK_LEVELS = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

export const RISK_TIERS = ['C1', 'C2', 'C3', 'C4', 'C5'] as const;
export type RiskTier = (typeof RISK_TIERS)[number];

export const RISK_LEVEL_NAMES: Record<RiskLevel, string> = {
  R1: '低风险',
  R2: '中低风险',
  R3: '中风险',
  R4: '中高风险',
  R5: '高风险',
};

export const RISK_TIER_NAMES: Record<RiskTier, string> = {
  C1: '保守型',
  C2: '谨慎型',
  C3: '稳健型',
  C4: '积极型',
  C5: '激进型',
};

/** The development provider's questionnaire: it stores the tier and goes back to `from`. */
export const RISK_TEST_PATH = '/h5-page/riskTest';

/** The source every suitability text and record cites. */
export const SUITABILITY_SOURCE = '《证券期货投资者适当性管理办法》';

/** How long an assessment stays valid: a tier older than this is assessed again. */
export const ASSESSMENT_VALID_DAYS = 730;

/** The refusal code of a purchase above the visitor's tier, or without one. */
export const SUITABILITY_MISMATCH = 'SUITABILITY_MISMATCH';

export const isRiskLevel = (value: unknown): value is RiskLevel =>
  typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);

export const isRiskTier = (value: unknown): value is RiskTier =>
  typeof value === 'string' && (RISK_TIERS as readonly string[]).includes(value);

/** `R3（中风险）` */
export const levelText = (level: RiskLevel): string => `${level}（${RISK_LEVEL_NAMES[level]}）`;

/** `C3（稳健型）` */
export const tierText = (tier: RiskTier): string => `${tier}（${RISK_TIER_NAMES[tier]}）`;

/** A tier Cn may buy products up to level Rn: a C3 visitor buys R1 to R3, not R4 or R5. */
export function tierAllows(tier: RiskTier, level: RiskLevel): boolean {
  return RISK_LEVELS.indexOf(level) <= RISK_TIERS.indexOf(tier);
}

/** Whether an assessment made at `assessedAt` (ms) still holds at `now`. */
export function assessmentCurrent(assessedAt: number, now: number): boolean {
  return now - assessedAt < ASSESSMENT_VALID_DAYS * 86_400_000;
}

/** What a visitor without a (current) tier reads before the assessment. */
export const UNASSESSED_WARNING =
  '根据《证券期货投资者适当性管理办法》，购买前需先完成风险承受能力测评，测评后将返回本页继续购买。';

/** What a visitor reads when a product is above the tier: the purchase is refused. */
export function mismatchWarning(tier: RiskTier, level: RiskLevel, product: string): string {
  return (
    `风险不匹配警示：您的风险承受能力等级为${tierText(tier)}，「${product}」的风险等级为` +
    `${levelText(level)}，超出您的风险承受能力。根据《证券期货投资者适当性管理办法》，` +
    '本产品暂不能向您销售。如您的情况已有变化，可重新进行风险测评。'
  );
}

/** What a visitor confirms before paying for a product within the tier. */
export function matchStatement(tier: RiskTier, level: RiskLevel, product: string): string {
  return (
    `「${product}」的风险等级为${levelText(level)}，您的风险承受能力等级为${tierText(tier)}，` +
    '二者相匹配。本人已阅读并知晓该产品的风险，确认购买。投资有风险，入市需谨慎。'
  );
}

export interface RiskQuestion {
  text: string;
  /** Each option with its score: the higher, the more risk the visitor can bear. */
  options: readonly { label: string; score: number }[];
}

/**
 * The development provider's questionnaire (`/h5-page/riskTest`): ten questions on age, income,
 * assets, experience, horizon and attitude, each option scored 1 to 5 (10 to 50 in all). A
 * broker's own assessment provider asks its own.
 */
export const RISK_QUESTIONS: readonly RiskQuestion[] = [
  {
    text: '您的年龄是？',
    options: [
      { label: '18 岁以下或 70 岁以上', score: 1 },
      { label: '61—70 岁', score: 2 },
      { label: '51—60 岁', score: 3 },
      { label: '41—50 岁', score: 4 },
      { label: '18—40 岁', score: 5 },
    ],
  },
  {
    text: '您家庭的年收入约为？',
    options: [
      { label: '5 万元以下', score: 1 },
      { label: '5—20 万元', score: 2 },
      { label: '20—50 万元', score: 3 },
      { label: '50—100 万元', score: 4 },
      { label: '100 万元以上', score: 5 },
    ],
  },
  {
    text: '您可用于投资的资产（不含自住房产）约为？',
    options: [
      { label: '10 万元以下', score: 1 },
      { label: '10—50 万元', score: 2 },
      { label: '50—300 万元', score: 3 },
      { label: '300—1000 万元', score: 4 },
      { label: '1000 万元以上', score: 5 },
    ],
  },
  {
    text: '您计划用于投资的资金占您可投资资产的比例是？',
    options: [
      { label: '超过 70%', score: 1 },
      { label: '50%—70%', score: 2 },
      { label: '30%—50%', score: 3 },
      { label: '10%—30%', score: 4 },
      { label: '10% 以下', score: 5 },
    ],
  },
  {
    text: '您投资股票、基金等权益类产品的经验有多久？',
    options: [
      { label: '没有经验', score: 1 },
      { label: '1 年以下', score: 2 },
      { label: '1—3 年', score: 3 },
      { label: '3—5 年', score: 4 },
      { label: '5 年以上', score: 5 },
    ],
  },
  {
    text: '以下哪项最符合您的投资知识水平？',
    options: [
      { label: '几乎不了解金融产品', score: 1 },
      { label: '了解银行存款和理财', score: 2 },
      { label: '了解基金与债券的基本风险', score: 3 },
      { label: '了解股票、基金的风险与估值', score: 4 },
      { label: '熟悉期货、期权等衍生品', score: 5 },
    ],
  },
  {
    text: '您计划的投资期限是？',
    options: [
      { label: '1 年以内', score: 1 },
      { label: '1—2 年', score: 2 },
      { label: '2—3 年', score: 3 },
      { label: '3—5 年', score: 4 },
      { label: '5 年以上', score: 5 },
    ],
  },
  {
    text: '您的主要投资目的是？',
    options: [
      { label: '保证本金不受损失', score: 1 },
      { label: '获得略高于存款的收益', score: 2 },
      { label: '资产稳健增值', score: 3 },
      { label: '资产较快增值', score: 4 },
      { label: '追求高收益，可承受大幅波动', score: 5 },
    ],
  },
  {
    text: '您能承受的最大投资亏损是？',
    options: [
      { label: '不能承受任何亏损', score: 1 },
      { label: '5% 以内', score: 2 },
      { label: '5%—15%', score: 3 },
      { label: '15%—30%', score: 4 },
      { label: '30% 以上', score: 5 },
    ],
  },
  {
    text: '如果您的投资三个月内下跌 20%，您会？',
    options: [
      { label: '全部卖出', score: 1 },
      { label: '卖出大部分', score: 2 },
      { label: '继续持有观望', score: 3 },
      { label: '持有并考虑少量加仓', score: 4 },
      { label: '逢低大量加仓', score: 5 },
    ],
  },
];

/** The lowest total score of each tier, from C1 up. */
const TIER_FLOORS: readonly [number, RiskTier][] = [
  [10, 'C1'],
  [19, 'C2'],
  [27, 'C3'],
  [35, 'C4'],
  [43, 'C5'],
];

/**
 * The tier of a questionnaire's answers (the index of the option chosen for each question, in
 * order), or null when the answers are not one option per question.
 */
export function scoreAnswers(answers: readonly number[]): { score: number; tier: RiskTier } | null {
  if (answers.length !== RISK_QUESTIONS.length) return null;
  let score = 0;
  for (const [index, answer] of answers.entries()) {
    const option = Number.isInteger(answer) ? RISK_QUESTIONS[index]!.options[answer] : undefined;
    if (!option) return null;
    score += option.score;
  }
  let tier: RiskTier = 'C1';
  for (const [floor, name] of TIER_FLOORS) if (score >= floor) tier = name;
  return { score, tier };
}
