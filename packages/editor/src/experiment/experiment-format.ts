import type { VariantFigures } from './experiment-api.ts';

/** A rate as a marketer reads it: one decimal, `4.2%`. */
const percentText = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

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
  [/^Holm-corrected$/, () => 'Holm 多重比较校正'],
  [/^alpha ([\d.]+)$/, (m) => `显著性水平 ${m[1]}`],
  [/^Wilson 95 ?% intervals?$/, () => 'Wilson 95% 置信区间'],
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
