import { useCallback, useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { BlockRetry } from '../block-retry.tsx';
import './tourSpeeches.css';

export interface SpeechItem {
  id: number;
  city: string;
  venue: string;
  date: string;
  speaker: string;
  speaker_title: string;
  topic: string;
  seats: number;
  remain: number;
  state: 'open' | 'full' | 'ended';
  is_enrolled: boolean;
}

interface EnrollAnswer {
  remain: number;
  already: boolean;
}

/** The label of a speech's button, by its state. */
export function speechButtonText(speech: SpeechItem): string {
  if (speech.is_enrolled) return '已报名';
  if (speech.state === 'ended') return '已结束';
  if (speech.state === 'full') return '名额已满';
  return '立即报名';
}

/**
 * Tour speeches (lecture tours): the tour's speeches by date (city, date, speaker, topic, venue,
 * seats left) with an enrol button each. Enrolment is the server's (once per visitor, seats
 * limited; a full or ended speech is refused with its msg); without a token, login.
 */
export default function TourSpeeches({ value, path }: BlockProps<'tourSpeeches'>) {
  const runtime = useRuntime();
  const tour = value.tour;
  const [speeches, setSpeeches] = useState<SpeechItem[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  // The list did not come (the network, the timeout): the visitor is offered another try instead
  // of a list loading for ever.
  const [failed, setFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);

  const load = useCallback(async () => {
    const answer = await runtime.api
      .get<{ list: SpeechItem[] }>(API_PATHS.TOUR_SPEECH_LIST, { tour }, { quiet: true })
      .catch(() => undefined);
    const list = answer && Array.isArray(answer.list) ? answer.list : null;
    if (list) setSpeeches(list);
    setFailed(list === null);
  }, [runtime, tour]);

  const retry = async () => {
    setRetrying(true);
    await load();
    setRetrying(false);
  };

  useEffect(() => {
    void load();
  }, [load]);

  const enrol = async (speech: SpeechItem) => {
    runtime.tracker.click('巡讲报名', { block: 'tourSpeeches', path, speech: speech.id });
    if (!runtime.auth.token()) {
      runtime.env.login();
      return;
    }
    setBusy(speech.id);
    try {
      const answer = await runtime.api.post<EnrollAnswer>(
        API_PATHS.TOUR_ENROLL,
        { speech_id: speech.id },
        { needToken: true },
      );
      if (answer) {
        runtime.toast(
          answer.already ? '您已报名该场次' : `报名成功！${speech.city}站见，请准时到场`,
        );
      }
    } catch {
      // The runtime has shown the server's msg (full, ended).
    } finally {
      setBusy(null);
      await load();
    }
  };

  return (
    <section className="h5-tour-speeches">
      {value.title ? <h3 className="h5-tour-speeches-title">{value.title}</h3> : null}
      {speeches === null && failed ? (
        <BlockRetry retrying={retrying} onRetry={() => void retry()} />
      ) : speeches === null ? (
        <p className="h5-tour-speeches-empty">场次加载中…</p>
      ) : speeches.length === 0 ? (
        <p className="h5-tour-speeches-empty">场次即将公布，敬请期待</p>
      ) : (
        <ol className="h5-tour-speeches-list">
          {speeches.map((speech) => (
            <li
              key={speech.id}
              className={`h5-tour-speech h5-tour-speech-${speech.state}`}
              data-speech={speech.id}
            >
              <div className="h5-tour-speech-head">
                <span className="h5-tour-speech-city">{speech.city}站</span>
                <span className="h5-tour-speech-date">{speech.date}</span>
              </div>
              <p className="h5-tour-speech-topic">{speech.topic}</p>
              <p className="h5-tour-speech-speaker">
                主讲：{speech.speaker}
                {speech.speaker_title ? ` · ${speech.speaker_title}` : ''}
              </p>
              {speech.venue ? <p className="h5-tour-speech-venue">地点：{speech.venue}</p> : null}
              <div className="h5-tour-speech-foot">
                <span className="h5-tour-speech-seats">
                  {speech.state === 'ended'
                    ? `共 ${speech.seats} 席`
                    : `剩余 ${speech.remain} / ${speech.seats} 席`}
                </span>
                <button
                  type="button"
                  className="h5-tour-speech-button"
                  disabled={busy !== null || speech.is_enrolled || speech.state === 'ended'}
                  onClick={() => void enrol(speech)}
                >
                  {speechButtonText(speech)}
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
