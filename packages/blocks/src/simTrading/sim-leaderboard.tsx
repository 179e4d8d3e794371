import { useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { percent, trend } from './sim-format.ts';
import type { SimLeaderboard as Board, SimRankRow } from './sim-types.ts';
import { useGateway } from './use-gateway.ts';

const PERIODS = [
  ['week', '周榜'],
  ['month', '月榜'],
  ['total', '总榜'],
] as const;

type Period = (typeof PERIODS)[number][0];

function Row({ row }: { row: SimRankRow }) {
  return (
    <li className={row.is_mine ? 'h5-sim-mine' : ''} data-mine={row.is_mine ? '1' : undefined}>
      <b className={row.rank <= 3 ? `h5-sim-medal h5-sim-medal-${row.rank}` : 'h5-sim-medal'}>
        {row.rank}
      </b>
      <span>
        {row.nickname}
        {row.is_mine ? <small>（我）</small> : null}
      </span>
      <strong className={trend(row.return_rate)}>{percent(row.return_rate)}</strong>
    </li>
  );
}

/** Week, month and total returns; the visitor's own row highlighted, shown below when beyond. */
export function SimLeaderboard({ period, limit }: { period: Period; limit: number }) {
  const [tab, setTab] = useState<Period>(period);
  const { data, loading } = useGateway<Board>(
    API_PATHS.SIM_LEADERBOARD,
    { period: tab, limit },
    false,
  );
  const list = data && data.period === tab ? data.list : [];
  const mineShown = list.some((row) => row.is_mine);
  return (
    <div className="h5-sim-board">
      <div className="h5-sim-tabs" role="tablist">
        {PERIODS.map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === tab}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {list.length === 0 ? (
        <p className="h5-sim-empty">
          {loading ? '正在计算收益排名…' : '还没有人参赛，报名参赛即可登上榜单'}
        </p>
      ) : (
        <ol className="h5-sim-ranks" data-testid="sim-leaderboard">
          {list.map((row) => (
            <Row key={`${row.rank}-${row.nickname}`} row={row} />
          ))}
          {data?.mine && !mineShown ? (
            <>
              <li className="h5-sim-gap">…</li>
              <Row row={data.mine} />
            </>
          ) : null}
        </ol>
      )}
      {data?.end_date ? (
        <p className="h5-sim-note">
          收益率按模拟收盘价计算，截至 {data.end_date}
          {data.start_date ? `，起算日 ${data.start_date}` : '，自开户起'}
        </p>
      ) : null}
    </div>
  );
}
