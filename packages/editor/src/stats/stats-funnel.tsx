import type { PageStatsDetail } from '../api/admin-api.ts';
import { formatStats } from './format-stats.ts';

/** Visitors → visitors who clicked → leads, each bar as wide as its share of the visitors. */
export function StatsFunnel({ funnel }: { funnel: PageStatsDetail['funnel'] }) {
  const top = funnel.unique_visitors;
  const steps = [
    { label: '访客', value: funnel.unique_visitors },
    { label: '点击访客', value: funnel.clicking_visitors },
    { label: '留资', value: funnel.leads },
  ];
  return (
    <div className="stats-funnel">
      {steps.map((step, i) => {
        const share = top > 0 ? step.value / top : 0;
        const previous = i > 0 ? steps[i - 1]!.value : 0;
        return (
          <div key={step.label} className="stats-funnel__step">
            <div className="stats-funnel__label">{step.label}</div>
            <div className="stats-funnel__track">
              <div
                className="stats-funnel__bar"
                style={{ width: `${Math.max(share * 100, step.value > 0 ? 2 : 0)}%` }}
              />
            </div>
            <div className="stats-funnel__value">
              <strong>{formatStats.count(step.value)}</strong>
              {i > 0 && (
                <span className="stats-funnel__rate">
                  上一步 {formatStats.percent(previous > 0 ? step.value / previous : 0)}
                </span>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
