import type { BlockProps } from '../block-props.ts';
import { SimAccount } from './sim-account.tsx';
import { SimArticleDetail } from './sim-article.tsx';
import { SimArticles } from './sim-articles.tsx';
import { SimCharts } from './sim-charts.tsx';
import { SimCompetition } from './sim-competition.tsx';
import { SimLeaderboard } from './sim-leaderboard.tsx';
import { SimMarquee } from './sim-marquee.tsx';
import { SimRecords } from './sim-records.tsx';
import { SimStockHold } from './sim-stock-hold.tsx';
import { SimTrade } from './sim-trade.tsx';
import '../shared/form-input.css';
import './simTrading.css';

/**
 * Simulated trading (every figure simulated, labelled 模拟): the view the marketer picked, under
 * its title. Data comes from the gateway after hydration; the server renders the frame.
 */
export default function SimTradingBlock({ value, path }: BlockProps<'simTrading'>) {
  const body = (() => {
    switch (value.view) {
      case 'trade':
        return <SimTrade path={path} />;
      case 'rebalancing':
        return <SimRecords limit={value.limit} />;
      case 'leaderboard':
        return <SimLeaderboard period={value.period} limit={value.limit} />;
      case 'articles':
        return <SimArticles limit={value.limit} />;
      case 'article':
        return <SimArticleDetail />;
      case 'charts':
        return <SimCharts />;
      case 'marquee':
        return <SimMarquee limit={value.limit} />;
      case 'competition':
        return <SimCompetition path={path} />;
      case 'stockHold':
        return <SimStockHold path={path} />;
      default:
        return <SimAccount />;
    }
  })();
  return (
    <section className={`h5-sim-trading h5-sim h5-sim-${value.view}`} data-view={value.view}>
      {value.title ? <h3 className="h5-sim-title">{value.title}</h3> : null}
      {body}
    </section>
  );
}
