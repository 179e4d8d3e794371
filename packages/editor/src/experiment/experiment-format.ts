import { oneDecimal } from '../shared/allocation-text.ts';
import type { ExperimentReport, VariantFigures } from './experiment-api.ts';

/** A rate as a marketer reads it: one decimal, `4.2%`. */
export const percentText = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** A conversion with its 95 % interval: `4.2%（3.1%–5.6%）`. */
export const conversionText = (v: VariantFigures) =>
  `${percentText(v.conversion)}（${percentText(v.conversion_low)}–${percentText(v.conversion_high)}）`;

/** A p value: three decimals, `< 0.001` below that, `—` when there is none. */
export function pValueText(p: number | null): string {
  if (p === null) return '—';
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

/** The parts of the server's name of its test, said in Chinese. */
const TEST_PARTS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^two-proportion z-test(?: \(pooled\))?$/, () => '双比例 z 检验'],
  [/^mSPRT \(always valid\)$/, () => '序贯检验 mSPRT（每天查看结论仍然有效）'],
  [/^sample-ratio check$/, () => '分流检验（卡方，p < 0.001 为异常）'],
  [/^Holm-corrected$/, () => 'Holm 多重比较校正'],
  [/^alpha ([\d.]+)$/, (m) => `显著性水平 ${m[1]}`],
  [/^Wilson 95 ?% intervals?$/, () => 'Wilson 95% 置信区间'],
  [/^guardrail: left within (\d+) s$/, (m) => `护栏指标：${m[1]} 秒内离开的访客比例`],
  [
    /^an automatic allocation: its equal-weight holdout only$/,
    () => '自动分配时只分析平均分配的留出访客',
  ],
];

/** The server's name of its test (`two-proportion z-test, Holm-corrected, alpha 0.05`) in Chinese, part by part; a part not known is said as sent. */
export function testText(test: string): string {
  return test
    .split(/[,;]\s*/)
    .filter(Boolean)
    .map((part) => {
      for (const [pattern, say] of TEST_PARTS) {
        const match = part.trim().match(pattern);
        if (match) return say(match);
      }
      return part.trim();
    })
    .join('，');
}

/** A difference of conversions in percentage points, signed: `+3.0`. */
const pointsText = (difference: number) =>
  `${difference >= 0 ? '+' : '−'}${Math.abs(difference * 100).toFixed(1)}`;

/** The confidence sequence on a variant's difference from the control: `−0.8 ~ +6.8 个百分点`. */
export function differenceText(v: VariantFigures): string {
  if (v.difference_low === null || v.difference_high === null) return '—';
  return `${pointsText(v.difference_low)} ~ ${pointsText(v.difference_high)} 个百分点`;
}

/** A count with thousands separated: `15,928`. */
const countText = (n: number) => Math.round(n).toLocaleString('en-US');

/** The plan in a sentence the marketer reads (`plan` of the experiment answer). */
export function planText(plan: NonNullable<ExperimentReport['plan']>): string {
  const base = `以${plan.baseline_from === 'control' ? '对照组目前' : '页面近 7 天'}的转化率 ${percentText(plan.baseline)} 为基准，要以 ${Math.round(plan.power * 100)}% 的把握检测出 +${Math.round(plan.lift * 100)}% 的相对提升`;
  if (plan.visitors_per_variant === null)
    return `${base}，样本量无法估算（提升后转化率超出 0–100%）`;
  const need = `${base}，每个方案约需 ${countText(plan.visitors_per_variant)} 位访客`;
  if (plan.days === null) return `${need}；页面近 7 天没有访客，暂无法估算天数`;
  const left =
    plan.days_left === null || plan.days_left === plan.days
      ? ''
      : plan.days_left === 0
        ? '，样本已足够'
        : `，还需约 ${plan.days_left} 天`;
  return `${need}；按近 7 天日均 ${countText(plan.daily_visitors)} 位访客，全程约 ${plan.days} 天${left}`;
}

/** Clicks per visitor and its 95 % interval: `1.24` and `1.10–1.38`. */
export const clicksPerVisitorText = (v: VariantFigures) => ({
  value: v.clicks_per_visitor.toFixed(2),
  interval: `${v.clicks_per_visitor_low.toFixed(2)}–${v.clicks_per_visitor_high.toFixed(2)}`,
});

/** The guardrail's share and its interval; null when no visitor's stay was reported. */
export const quickLeaveText = (v: VariantFigures) =>
  v.stay_measured === 0
    ? null
    : {
        value: percentText(v.quick_leave_rate),
        interval: `${percentText(v.quick_leave_low)}–${percentText(v.quick_leave_high)}`,
      };

/** An instant as the screen's periods show it, in Shanghai time: `11-20 10:05`. */
export function momentText(iso: string): string {
  const parts = new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

type Period = ExperimentReport['periods'][number];

/**
 * A weight in per cent (0 to 100) with at most one decimal: an automatic allocation's holdout
 * splits three ways into `33.3%`.
 */
export const weightText = (weight: number) => `${oneDecimal(weight)}%`;

/**
 * An analysis period in a line: `第 1 阶段：11-12 09:00 至 11-20 10:05 · A 80% / B 20%`, and
 * `· 自动分配` after a period whose figures are its holdout's only.
 */
export function periodText(period: Period, labels: (index: number) => string): string {
  const span = period.end
    ? `${momentText(period.start)} 至 ${momentText(period.end)}`
    : `${momentText(period.start)} 起（进行中）`;
  const split = period.variants
    .map((variant, index) => `${labels(index).replace('方案 ', '')} ${weightText(variant.weight)}`)
    .join(' / ');
  const automatic = period.allocation === 'thompson' ? ' · 自动分配' : '';
  return `第 ${period.number} 阶段：${span} · ${split}${automatic}`;
}
