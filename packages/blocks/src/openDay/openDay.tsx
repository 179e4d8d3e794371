import { useCallback, useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { ConsentLine } from '../shared/consent-line.tsx';
import { OwnPhone } from '../shared/own-phone.tsx';
import { useConsent } from '../shared/use-consent.ts';
import { useToken } from '../shared/use-token.ts';
import './openDay.css';

interface Session {
  id: number;
  title: string;
  date: string;
  address: string;
  seats: number;
  left: number;
  state: 'open' | 'full' | 'ended';
}

interface MyInfo {
  sessions: Session[];
  registration: { session_id: number; name: string; handset: string } | null;
}

/**
 * Open day (headquarters open day): the sessions with the seats left; the visitor picks one,
 * gives a name, agrees to the personal-information statement and registers (once per visitor,
 * seats limited, on the server) under the phone their login verified, shown masked. A registered
 * visitor sees their registration. Without a token, login.
 */
export default function OpenDay({ value, path }: BlockProps<'openDay'>) {
  const runtime = useRuntime();
  const [info, setInfo] = useState<MyInfo | null>(null);
  const loggedIn = useToken() !== null;
  const [chosen, setChosen] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const consent = useConsent();

  const load = useCallback(async () => {
    if (!runtime.auth.token()) {
      setInfo(null);
      return;
    }
    const answer = await runtime.api
      .get<MyInfo>(API_PATHS.OPEN_DAY_MY_INFO, {}, { needToken: true, quiet: true })
      .catch(() => undefined);
    if (answer && Array.isArray(answer.sessions)) setInfo(answer);
  }, [runtime]);

  useEffect(() => {
    void load();
  }, [load, loggedIn]);

  const submit = async () => {
    runtime.tracker.click('报名开放日', { block: 'openDay', path });
    if (chosen === null) {
      runtime.toast('请选择要参加的场次');
      return;
    }
    if (!name.trim()) {
      runtime.toast('请输入您的姓名');
      return;
    }
    if (busy) return;
    const consentVersion = await consent.consented();
    if (consentVersion === null) return;
    setBusy(true);
    try {
      const answer = await runtime.api.post(
        API_PATHS.OPEN_DAY_REGISTER,
        { session_id: chosen, name: name.trim(), consent_version: consentVersion },
        { needToken: true },
      );
      if (answer) runtime.toast('报名成功，请于活动当天提前 15 分钟签到');
    } catch {
      // The runtime has shown the server's msg (full, already registered, a statement that
      // changed meanwhile: then the box is unticked for the new one).
      await consent.changedSince(consentVersion);
    } finally {
      setBusy(false);
      await load();
    }
  };

  if (!loggedIn) {
    return (
      <section className="h5-open-day">
        {value.title ? <h3 className="h5-open-day-title">{value.title}</h3> : null}
        <p className="h5-open-day-hint">登录后即可选择场次报名，每人限报一场</p>
        <button type="button" className="h5-open-day-submit" onClick={() => runtime.env.login()}>
          登录报名
        </button>
      </section>
    );
  }

  const mine = info?.registration ?? null;
  const mySession = mine ? info?.sessions.find((session) => session.id === mine.session_id) : null;
  return (
    <section className="h5-open-day">
      {value.title ? <h3 className="h5-open-day-title">{value.title}</h3> : null}
      {mine ? (
        <div className="h5-open-day-ticket" data-testid="open-day-ticket">
          <p className="h5-open-day-ticket-head">您已报名</p>
          <p>{mySession?.title}</p>
          <p>{mySession ? `${mySession.date} · ${mySession.address}` : ''}</p>
          <p>
            {mine.name} · {mine.handset}
          </p>
        </div>
      ) : null}
      <ul className="h5-open-day-sessions">
        {(info?.sessions ?? []).map((session) => (
          <li key={session.id}>
            <label className={`h5-open-day-session h5-open-day-${session.state}`}>
              <input
                type="radio"
                name="open-day-session"
                disabled={mine !== null || session.state !== 'open'}
                checked={chosen === session.id}
                onChange={() => setChosen(session.id)}
              />
              <span className="h5-open-day-session-body">
                <strong>{session.title}</strong>
                <span>{session.date}</span>
                <span>{session.address}</span>
              </span>
              <span className="h5-open-day-left">
                {session.state === 'ended'
                  ? '已结束'
                  : session.state === 'full'
                    ? '已满'
                    : `余 ${session.left} 席`}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {mine ? null : (
        <div className="h5-open-day-form">
          <input
            placeholder="请输入您的姓名"
            maxLength={12}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <OwnPhone />
          <ConsentLine consent={consent} />
          <button
            type="button"
            className="h5-open-day-submit"
            disabled={busy}
            onClick={() => void submit()}
          >
            立即报名
          </button>
        </div>
      )}
    </section>
  );
}
