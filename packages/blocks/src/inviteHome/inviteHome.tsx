import { useCallback, useEffect, useRef, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import type { RuntimeLocation } from '../runtime.ts';
import { pageAddress } from '../shared/page-address.ts';
import { useToken } from '../shared/use-token.ts';
import '../shared/red-pill.css';
import './inviteHome.css';

interface HomeData {
  share_code: string;
  invited_count: number;
  stages: { stage: number; need: number; prize: string; reached: boolean; received: boolean }[];
  shared_today: boolean;
  share_prize_received: boolean;
}

export const INVITE_TEXT = {
  COPIED: '邀请链接已复制，快去分享给好友吧',
  COPY_BY_HAND: '请长按上方链接复制，分享给好友',
  NOT_LOADED: '邀请信息加载失败，请稍后再试',
} as const;

/** The invitation link of a share code: the register page with `share_code`. */
export function inviteLink(registerUrl: string, shareCode: string, origin: string): string {
  const base = registerUrl.startsWith('/') ? `${origin}${registerUrl}` : registerUrl;
  return `${base}${base.includes('?') ? '&' : '?'}share_code=${encodeURIComponent(shareCode)}`;
}

/** The page's origin ('' on the server: the link is shown once the visitor's home has loaded). */
const pageOrigin = (location: RuntimeLocation) => pageAddress(location)?.origin ?? '';

/**
 * Invite home (invite friends): the visitor's share code and invitation link (copying it counts
 * as today's share), the invited count, the stage prizes to receive once each when the count
 * reaches them, and the daily share prize. Everything is the server's; without a token, login.
 */
export default function InviteHome({ value, path }: BlockProps<'inviteHome'>) {
  const runtime = useRuntime();
  const [home, setHome] = useState<HomeData | null>(null);
  // An expired login (cleared by the API client) turns the block back to what a guest sees.
  const loggedIn = useToken() !== null;

  // The load on its way: a tap on the copy button before it answered waits for it.
  const loading = useRef<Promise<HomeData | null> | null>(null);

  const load = useCallback((): Promise<HomeData | null> => {
    if (!runtime.auth.token()) {
      setHome(null);
      return Promise.resolve(null);
    }
    const answer = runtime.api
      .get<HomeData>(API_PATHS.INVITE_HOME_DATA, {}, { needToken: true, quiet: true })
      .then((data) => {
        if (!data || !Array.isArray(data.stages)) return null;
        setHome(data);
        return data;
      })
      .catch(() => null);
    loading.current = answer;
    return answer;
  }, [runtime]);

  useEffect(() => {
    void load();
  }, [load, loggedIn]);

  const track = (label: string) => runtime.tracker.click(label, { block: 'inviteHome', path });

  const call = async (apiPath: string, body: unknown, done: string) => {
    try {
      const answer = await runtime.api.post(apiPath, body, { needToken: true });
      if (answer) runtime.toast(done);
    } catch {
      // The runtime has shown the server's msg.
    }
    await load();
  };

  const share = async () => {
    track('复制邀请链接');
    // Tapped as soon as it showed: the visitor's code is waited for, not the tap dropped.
    const mine = home ?? (await loading.current) ?? (await load());
    if (!mine) {
      runtime.toast(INVITE_TEXT.NOT_LOADED);
      return;
    }
    const link = inviteLink(value.registerUrl, mine.share_code, pageOrigin(runtime.location));
    let copied = true;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard, or the browser refused it (an old web view): the link is on screen.
      copied = false;
    }
    await call(
      API_PATHS.INVITE_REMEMBER_SHARE,
      {},
      copied ? INVITE_TEXT.COPIED : INVITE_TEXT.COPY_BY_HAND,
    );
  };

  if (!loggedIn) {
    return (
      <section className="h5-invite-home">
        {value.title ? <h3 className="h5-invite-title">{value.title}</h3> : null}
        <p className="h5-invite-hint">登录后生成你的专属邀请码，好友注册即可计入邀请</p>
        <button type="button" className="h5-invite-primary" onClick={() => runtime.env.login()}>
          登录查看我的邀请
        </button>
      </section>
    );
  }

  return (
    <section className="h5-invite-home">
      {value.title ? <h3 className="h5-invite-title">{value.title}</h3> : null}
      <p className="h5-invite-code-label">我的邀请码</p>
      <p className="h5-invite-code" data-testid="invite-share-code">
        {home?.share_code ?? '--------'}
      </p>
      {home ? (
        <p className="h5-invite-link">
          {inviteLink(value.registerUrl, home.share_code, pageOrigin(runtime.location))}
        </p>
      ) : null}
      <button type="button" className="h5-invite-primary" onClick={() => void share()}>
        复制邀请链接
      </button>
      <p className="h5-invite-count">
        已成功邀请 <strong data-testid="invite-count">{home?.invited_count ?? '-'}</strong> 位好友
      </p>
      <ol className="h5-invite-stages">
        {(home?.stages ?? []).map((stage) => (
          <li
            key={stage.stage}
            className={`h5-invite-stage${stage.reached ? ' h5-invite-stage-reached' : ''}`}
            data-stage={stage.stage}
          >
            <span className="h5-invite-stage-need">邀请 {stage.need} 人</span>
            <span className="h5-invite-stage-prize">{stage.prize}</span>
            <button
              type="button"
              className="h5-invite-stage-button"
              disabled={!stage.reached || stage.received}
              onClick={() => {
                track(`领取阶段${stage.stage}奖励`);
                void call(
                  API_PATHS.INVITE_RECEIVE_STAGE_PRIZE,
                  { stage: stage.stage },
                  `领取成功：${stage.prize}`,
                );
              }}
            >
              {stage.received
                ? '已领取'
                : stage.reached
                  ? '立即领取'
                  : `还差 ${stage.need - (home?.invited_count ?? 0)} 人`}
            </button>
          </li>
        ))}
      </ol>
      <div className="h5-invite-share">
        <span>每日分享礼：分享邀请链接即可领取精选研报 1 篇</span>
        <button
          type="button"
          className="h5-invite-stage-button"
          disabled={!home?.shared_today || home.share_prize_received}
          onClick={() => {
            track('领取分享奖励');
            void call(API_PATHS.INVITE_GRANT_SHARE_PRIZE, {}, '领取成功：精选研报已放入我的奖励');
          }}
        >
          {home?.share_prize_received ? '今日已领' : home?.shared_today ? '领取' : '先分享'}
        </button>
      </div>
    </section>
  );
}
