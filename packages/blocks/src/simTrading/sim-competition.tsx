import { useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { useLoginDraft } from '../shared/use-login-draft.ts';
import { portfolioChanged } from './sim-events.ts';
import { useGateway } from './use-gateway.ts';

interface MyInfo {
  signed_up: boolean;
  signed_up_at: string | null;
  nickname: string | null;
}

/** Competition sign-up (once, logged in): a nickname for the leaderboard, then 已报名. */
export function SimCompetition({ path }: { path: string }) {
  const runtime = useRuntime();
  const { data, reload } = useGateway<MyInfo>(API_PATHS.COMPETITION_MY_INFO, {}, true);
  const draft = useLoginDraft(`${path}:competition`, { nickname: '' });
  const { nickname } = draft.values;
  const [busy, setBusy] = useState(false);

  const signUp = async () => {
    if (!runtime.auth.token()) {
      draft.login();
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const body = nickname.trim() ? { nickname: nickname.trim() } : {};
      const answer = await runtime.api.post(API_PATHS.COMPETITION_SIGN_UP, body, {
        needToken: true,
      });
      if (answer !== undefined) {
        draft.clear();
        runtime.toast('报名成功！已为你开通 100 万模拟资金');
        portfolioChanged();
        reload();
      }
    } catch {
      // The API client has shown the server's msg.
    } finally {
      setBusy(false);
    }
  };

  if (data?.signed_up) {
    return (
      <div className="h5-sim-signup h5-sim-signed" data-testid="competition-signed">
        <strong>已报名参赛</strong>
        <p>
          参赛昵称：{data.nickname}
          {' · '}报名时间：{data.signed_up_at}
        </p>
        <p className="h5-sim-note">去模拟交易下单，收益率实时进入排行榜</p>
      </div>
    );
  }
  return (
    <div className="h5-sim-signup">
      <input
        className="h5-sim-input"
        value={nickname}
        ref={draft.entry('nickname')}
        maxLength={12}
        placeholder="参赛昵称（选填，最多 12 字）"
        aria-label="参赛昵称"
        onChange={(event) => draft.set('nickname', event.target.value)}
      />
      <button
        type="button"
        className="h5-sim-primary"
        disabled={busy}
        onClick={() => void signUp()}
      >
        立即报名参赛
      </button>
      <p className="h5-sim-note">报名免费，每人限报一次；比赛使用模拟资金，不涉及真实交易</p>
    </div>
  );
}
