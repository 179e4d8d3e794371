import { useEffect, useState } from 'react';
import { API_PATHS, APP_PAGE } from '@h5-page/schema/constants';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import '../shared/red-pill.css';
import './inviteSuccess.css';

interface RegisterState {
  registered: boolean;
  inviter?: string;
  prize?: string;
  registered_at?: number;
}

/**
 * Invite success (invite friends): what the server knows of the visitor's registration through
 * an invitation: registered (the inviter, the newcomer gift), or not (a way to register). Never
 * claims success the server does not confirm.
 */
export default function InviteSuccess({ value, path }: BlockProps<'inviteSuccess'>) {
  const runtime = useRuntime();
  const [state, setState] = useState<RegisterState | null>(null);

  useEffect(() => {
    if (!runtime.auth.token()) {
      setState({ registered: false });
      return;
    }
    runtime.api
      .get<RegisterState>(API_PATHS.INVITE_REGISTER_STATE, {}, { needToken: true, quiet: true })
      .then(
        (answer) => setState(answer ?? { registered: false }),
        () => setState({ registered: false }),
      );
  }, [runtime]);

  if (state === null) return <section className="h5-invite-success" aria-busy="true" />;
  const go = (url: string, label: string) => {
    runtime.tracker.click(label, { block: 'inviteSuccess', path });
    runtime.env.openUrl(url);
  };

  if (!state.registered) {
    return (
      <section className="h5-invite-success" data-testid="invite-success-state">
        <div className="h5-invite-success-icon h5-invite-success-pending">?</div>
        <h3 className="h5-invite-success-title">还没有完成邀请注册</h3>
        <p className="h5-invite-success-text">通过好友分享的邀请链接注册，即可领取新人投顾体验券</p>
        <button
          type="button"
          className="h5-invite-success-button"
          onClick={() => go(value.registerUrl, '去注册')}
        >
          去注册领取
        </button>
      </section>
    );
  }
  return (
    <section className="h5-invite-success" data-testid="invite-success-state">
      <div className="h5-invite-success-icon">✓</div>
      <h3 className="h5-invite-success-title">注册成功 · 奖励已到账</h3>
      <p className="h5-invite-success-text">
        你已接受好友 {state.inviter} 的邀请，<strong>{state.prize}</strong> 已放入你的奖励
      </p>
      <button
        type="button"
        className="h5-invite-success-button"
        onClick={() => runtime.env.openAppPage(APP_PAGE.COUPONS)}
      >
        查看我的卡券
      </button>
      <button
        type="button"
        className="h5-invite-success-link"
        onClick={() => go(value.homeUrl, '我也要邀请')}
      >
        我也要邀请好友赢奖励 ›
      </button>
    </section>
  );
}
