import { useEffect, useState } from 'react';
import { API_PATHS, APP_PAGE } from '@h5-page/schema/constants';
import type { PublicRead } from '@h5-page/schema/public-reads';
import { useRuntime } from '../runtime.ts';
import { usePublicRead } from '../shared/use-public-read.ts';
import { useToken } from '../shared/use-token.ts';

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

type Session = Calendar['days'][number]['activities'][number];

/** The sessions the logged-in visitor reserved, and a way to reserve or cancel one. */
function useReservations() {
  const runtime = useRuntime();
  const token = useToken();
  const [reserved, setReserved] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    if (!token) {
      setReserved(new Set());
      return;
    }
    let live = true;
    runtime.api
      .get<{ ids: number[] }>(API_PATHS.LIVE_MY_RESERVATIONS, {}, { needToken: true, quiet: true })
      .then((answer) => {
        if (live && answer && Array.isArray(answer.ids)) setReserved(new Set(answer.ids));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [runtime, token]);

  const toggle = async (session: Session) => {
    if (!runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    const cancel = reserved.has(session.id);
    setBusy(session.id);
    try {
      const answer = await runtime.api.post<{ id: number; reserved: boolean }>(
        cancel ? API_PATHS.LIVE_CANCEL_RESERVATION : API_PATHS.LIVE_RESERVE,
        { activity_id: session.id },
        { needToken: true },
      );
      if (answer) {
        setReserved((before) => {
          const next = new Set(before);
          if (answer.reserved) next.add(session.id);
          else next.delete(session.id);
          return next;
        });
        runtime.toast(answer.reserved ? '已预约，开播前将提醒您' : '已取消预约');
      }
    } catch {
      // The runtime has shown the server's msg (the session has started, or is gone).
    } finally {
      setBusy(null);
    }
  };
  return { reserved, busy, toggle };
}

/** What a session's button does: reserve an upcoming one, enter the room of a live or past one. */
function SessionButton({
  session,
  reserved,
  busy,
  toggle,
}: {
  session: Session;
  reserved: boolean;
  busy: boolean;
  toggle: (session: Session) => void;
}) {
  const runtime = useRuntime();
  if (session.status === 'upcoming')
    return (
      <button
        type="button"
        className={`h5-course-action h5-course-upcoming${reserved ? ' h5-course-reserved' : ''}`}
        aria-pressed={reserved}
        aria-label={`${reserved ? '取消预约' : '预约'}${session.title}`}
        disabled={busy}
        onClick={() => toggle(session)}
      >
        {reserved ? '已预约' : '预约'}
      </button>
    );
  const live = session.status === 'live';
  return (
    <button
      type="button"
      className={`h5-course-action h5-course-${session.status}`}
      aria-label={`${live ? '进入直播' : '看回放'}${session.title}`}
      onClick={() => runtime.env.openAppPage(APP_PAGE.LIVE_ROOM, { id: String(session.id) })}
    >
      {live ? '进入直播' : '看回放'}
    </button>
  );
}

/**
 * The live sessions day by day from today: a strip of days, then the chosen day's sessions, each
 * with what a visitor can do: reserve an upcoming one (and cancel), enter a live one, watch a past
 * one again (both in the app's live room).
 */
export function CourseCalendar({ read }: { read: PublicRead }) {
  const { data, loading } = usePublicRead<Calendar>(read);
  const [chosen, setChosen] = useState(0);
  const { reserved, busy, toggle } = useReservations();
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
              <div className="h5-course-state">
                <em className={`h5-course-${session.status}`}>{STATUS[session.status]}</em>
                <SessionButton
                  session={session}
                  reserved={reserved.has(session.id)}
                  busy={busy === session.id}
                  toggle={(one) => void toggle(one)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
