import { useState } from 'react';
import type { PublicRead } from '@h5-page/schema/public-reads';
import { usePublicRead } from '../shared/use-public-read.ts';

interface Calendar {
  days: {
    date: string;
    activities: {
      id: number;
      title: string;
      teacher: string;
      start_time: string;
      end_time: string;
      status: 'ended' | 'live' | 'upcoming';
    }[];
  }[];
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const STATUS = { ended: '已结束', live: '直播中', upcoming: '未开始' } as const;

/** The live sessions day by day from today: a strip of days, then the chosen day's sessions. */
export function CourseCalendar({ read }: { read: PublicRead }) {
  const { data, loading } = usePublicRead<Calendar>(read);
  const [chosen, setChosen] = useState(0);
  const list = data?.days ?? [];
  if (list.length === 0)
    return <p className="h5-course-empty">{loading ? '正在加载直播日历…' : '暂无直播安排'}</p>;
  const day = list[Math.min(chosen, list.length - 1)]!;
  return (
    <div className="h5-course-calendar">
      <div className="h5-course-days" role="tablist">
        {list.map((item, index) => {
          const date = new Date(`${item.date}T00:00:00Z`);
          return (
            <button
              key={item.date}
              type="button"
              role="tab"
              aria-selected={index === chosen}
              onClick={() => setChosen(index)}
            >
              <small>{index === 0 ? '今天' : `周${WEEKDAYS[date.getUTCDay()]}`}</small>
              <b>{item.date.slice(8)}</b>
              {item.activities.length > 0 ? <i aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
      {day.activities.length === 0 ? (
        <p className="h5-course-empty">当天暂无直播</p>
      ) : (
        <ul className="h5-course-sessions">
          {day.activities.map((session) => (
            <li key={session.id}>
              <time>
                {session.start_time}–{session.end_time}
              </time>
              <div>
                <b>{session.title}</b>
                <small>{session.teacher}</small>
              </div>
              <em className={`h5-course-${session.status}`}>{STATUS[session.status]}</em>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
