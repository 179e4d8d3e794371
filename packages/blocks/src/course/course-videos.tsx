import { useEffect, useId, useRef, useState } from 'react';
import type { CourseVideo } from '@h5-page/schema/answers/course-video';
import type { PublicRead } from '@h5-page/schema/public-reads';
import { usePublicRead } from '../shared/use-public-read.ts';

const duration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The course videos; tapping one plays it inline above the list. */
export function CourseVideos({ read }: { read: PublicRead }) {
  const { data, loading } = usePublicRead<{ list: CourseVideo[] }>(read);
  const [playing, setPlaying] = useState<CourseVideo | null>(null);
  const playerId = useId();
  const player = useRef<HTMLVideoElement>(null);
  // The player sits above the list: a video chosen further down is brought into view.
  useEffect(() => {
    if (playing) player.current?.scrollIntoView({ block: 'nearest' });
  }, [playing]);
  const list = data?.list ?? [];
  if (list.length === 0)
    return <p className="h5-course-empty">{loading ? '正在加载视频课程…' : '暂无视频课程'}</p>;
  return (
    <div>
      {playing ? (
        <video
          ref={player}
          id={playerId}
          className="h5-course-player"
          src={playing.video_url}
          poster={playing.poster}
          controls
          autoPlay
          playsInline
        />
      ) : null}
      <ul className="h5-course-videos">
        {list.map((video) => (
          <li key={video.id}>
            <button
              type="button"
              onClick={() => setPlaying(video)}
              aria-controls={playing ? playerId : undefined}
              aria-pressed={playing?.id === video.id}
            >
              <span className="h5-course-poster">
                <img src={video.poster} alt="" loading="lazy" decoding="async" />
                <small aria-hidden="true">{duration(video.duration_seconds)}</small>
              </span>
              <span className="h5-course-meta">
                <b>
                  <span className="h5-course-unseen">播放</span>
                  {video.title}
                </b>
                <small>
                  {video.category} · {video.teacher}
                  <span className="h5-course-unseen">
                    ，时长 {duration(video.duration_seconds)}
                  </span>
                </small>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
