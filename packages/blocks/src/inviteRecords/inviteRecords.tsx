import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { chinaDate } from '@h5-page/schema/china-time';
import type { BlockProps } from '../block-props.ts';
import { useRuntime } from '../runtime.ts';
import { useToken } from '../shared/use-token.ts';
import './inviteRecords.css';

interface Row {
  key: string;
  left: string;
  right: string;
}

/**
 * Invite records (invite friends): the friends the visitor invited and the prizes they have, two
 * tabs from the server. Shown to a logged-in visitor; without a token the block is empty.
 */
export default function InviteRecords({ value }: BlockProps<'inviteRecords'>) {
  const runtime = useRuntime();
  const [tab, setTab] = useState<'friends' | 'prizes'>('friends');
  const [friends, setFriends] = useState<Row[] | null>(null);
  const [prizes, setPrizes] = useState<Row[] | null>(null);
  const loggedIn = useToken() !== null;

  useEffect(() => {
    if (!loggedIn) {
      setFriends(null);
      setPrizes(null);
      return;
    }
    const options = { needToken: true, quiet: true };
    let live = true;
    // A failed call shows empty records, unless it failed because the login expired meanwhile.
    const stillHere = () => live && runtime.auth.token() !== null;
    void runtime.api
      .get<{ list: { nick: string; created_at: number }[] }>(
        API_PATHS.INVITE_MY_INVITED_LIST,
        { page: 1, page_size: 50 },
        options,
      )
      .then(
        (answer) => {
          if (!live) return;
          setFriends(
            (answer?.list ?? []).map((row, index) => ({
              key: `${index}`,
              left: row.nick,
              right: `${chinaDate(row.created_at, '/')} 注册`,
            })),
          );
        },
        () => {
          if (stillHere()) setFriends([]);
        },
      );
    void runtime.api
      .get<{ list: { kind: string; name: string; created_at: number }[] }>(
        API_PATHS.INVITE_MY_PRIZES,
        {},
        options,
      )
      .then(
        (answer) => {
          if (!live) return;
          setPrizes(
            (answer?.list ?? []).map((row) => ({
              key: row.kind,
              left: row.name,
              right: chinaDate(row.created_at, '/'),
            })),
          );
        },
        () => {
          if (stillHere()) setPrizes([]);
        },
      );
    return () => {
      live = false;
    };
  }, [runtime, loggedIn]);

  // Until the records arrive (or without a login) the block keeps its place, taking no room.
  if (friends === null && prizes === null) {
    return <section className="h5-invite-records h5-invite-records-empty" />;
  }
  const rows = (tab === 'friends' ? friends : prizes) ?? [];
  return (
    <section className="h5-invite-records">
      {value.title ? <h3 className="h5-invite-records-title">{value.title}</h3> : null}
      <div className="h5-invite-records-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'friends'}
          onClick={() => setTab('friends')}
        >
          我邀请的好友（{friends?.length ?? 0}）
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'prizes'}
          onClick={() => setTab('prizes')}
        >
          我的奖励（{prizes?.length ?? 0}）
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="h5-invite-records-empty">
          {tab === 'friends'
            ? '还没有好友通过你的邀请注册，快去分享吧'
            : '暂无奖励，邀请好友即可领取'}
        </p>
      ) : (
        <ul className="h5-invite-records-list" data-testid={`invite-${tab}`}>
          {rows.map((row) => (
            <li key={row.key}>
              <span>{row.left}</span>
              <span className="h5-invite-records-date">{row.right}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
