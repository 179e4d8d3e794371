import { useEffect, useState } from 'react';
import { API_PATHS, NOTICE_SWIPE_INTERVAL_MS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { liveId } from '@h5-page/schema/live-id';
import { liveQuery } from '../shared/live-data.ts';
import { noticeItems } from './notice-items.ts';
import type { NoticeItem } from './notice-items.ts';
import './notice.css';

/** Length of one vertical slide (notice.css); the loop jumps back to the top after it. */
export const NOTICE_SLIDE_MS = 500;

type Load = 'loading' | 'done' | 'failed';

function Line({ item, hidden }: { item: NoticeItem; hidden?: boolean }) {
  return (
    <li className="h5-notice-item" aria-hidden={hidden || undefined}>
      {item.avatar ? (
        <img className="h5-notice-avatar" src={item.avatar} alt="" decoding="async" />
      ) : (
        <span className="h5-notice-avatar" />
      )}
      <span className="h5-notice-text">{item.text}</span>
    </li>
  );
}

/**
 * Notice ticker of virtual users (spec sections 1, 3, 9): one line at a time (avatar and text),
 * sliding up to the next every NOTICE_SWIPE_INTERVAL_MS, round and round. The lines are the
 * virtual-user record `id`'s (the activity-virtual-user detail call, fetched once mounted); the
 * block's own `list` shows until they come, or instead of them when they cannot. With nothing to
 * show it keeps its place while loading, and goes when the call fails.
 */
export default function Notice({ value }: BlockProps<'notice'>) {
  const runtime = useRuntime();
  const id = liveId(value.id);
  const [loaded, setLoaded] = useState<NoticeItem[] | null>(null);
  const [load, setLoad] = useState<Load>(id ? 'loading' : 'done');
  const [index, setIndex] = useState(0);
  const [instant, setInstant] = useState(false);
  const items = loaded && loaded.length > 0 ? loaded : noticeItems(value.list);
  const count = items.length;

  useEffect(() => {
    if (!id) return;
    let live = true;
    runtime.api.get(API_PATHS.VIRTUAL_USER_DETAIL, liveQuery(runtime, id), { quiet: true }).then(
      (answer) => {
        if (!live) return;
        setLoaded(noticeItems(answer));
        setIndex(0);
        setLoad('done');
      },
      () => {
        if (live) setLoad('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, id]);

  // Every NOTICE_SWIPE_INTERVAL_MS the next line slides in.
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => {
      setInstant(false);
      setIndex((current) => (current >= count ? 1 : current + 1));
    }, NOTICE_SWIPE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count]);

  // After sliding to the copy of the first line at the end, jump back to the real one, unseen.
  useEffect(() => {
    if (count < 2 || index < count) return;
    const timer = setTimeout(() => {
      setInstant(true);
      setIndex(0);
    }, NOTICE_SLIDE_MS);
    return () => clearTimeout(timer);
  }, [index, count]);

  if (count === 0) {
    return load === 'loading' ? <div className="h5-notice h5-notice-empty" aria-hidden /> : null;
  }

  const lines = count > 1 ? [...items, items[0]!] : items;
  return (
    <div className="h5-notice">
      <svg className="h5-notice-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          fill="currentColor"
        />
      </svg>
      <div className="h5-notice-window">
        <ul
          className={`h5-notice-track${instant ? ' h5-notice-instant' : ''}`}
          style={{ transform: `translateY(-${(index * 100) / lines.length}%)` }}
        >
          {lines.map((item, i) => (
            <Line key={i} item={item} hidden={i !== index} />
          ))}
        </ul>
      </div>
    </div>
  );
}
