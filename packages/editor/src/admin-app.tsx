import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { roleCan } from '@h5-page/schema/editor-roles';
import { adminApi, onSessionLapsed } from './admin-api.ts';
import type { SessionInfo } from './admin-api.ts';
import { PageEditor } from './page-editor.tsx';
import { PageList } from './page-list.tsx';
import { SessionContext } from './session-context.ts';
import type { AdminSession } from './session-context.ts';
import { SignIn } from './sign-in.tsx';
import { useRoute } from './use-route.ts';

// The stats screens (and echarts with them) load only when opened.
const PageStats = lazy(() =>
  import('./stats/page-stats.tsx').then((m) => ({ default: m.PageStats })),
);
const AllPagesStats = lazy(() =>
  import('./stats/all-pages-stats.tsx').then((m) => ({ default: m.AllPagesStats })),
);

const ChannelsScreen = lazy(() =>
  import('./channels/channels-screen.tsx').then((m) => ({ default: m.ChannelsScreen })),
);

const ExperimentScreen = lazy(() =>
  import('./experiment/experiment-screen.tsx').then((m) => ({ default: m.ExperimentScreen })),
);

const SignupsScreen = lazy(() =>
  import('./signups/signups-screen.tsx').then((m) => ({ default: m.SignupsScreen })),
);

const AuditScreen = lazy(() =>
  import('./audit/audit-screen.tsx').then((m) => ({ default: m.AuditScreen })),
);

const WebhooksScreen = lazy(() =>
  import('./webhooks/webhooks-screen.tsx').then((m) => ({ default: m.WebhooksScreen })),
);

const ReviewsScreen = lazy(() =>
  import('./review/reviews-screen.tsx').then((m) => ({ default: m.ReviewsScreen })),
);
const ReviewDetailScreen = lazy(() =>
  import('./review/review-detail.tsx').then((m) => ({ default: m.ReviewDetailScreen })),
);

const AccountsScreen = lazy(() =>
  import('./accounts/accounts-screen.tsx').then((m) => ({ default: m.AccountsScreen })),
);

/**
 * Who is signed in: the session call's answer (its role decides which controls show), `signed-in`
 * when that call failed otherwise than 401 (the account's role then unknown: least shown).
 */
type Session = 'unknown' | 'signed-out' | 'signed-in' | SessionInfo;

/** The builder: sign in, then the page list or one page on the canvas. */
export function AdminApp() {
  const [session, setSession] = useState<Session>('unknown');
  const [route, go] = useRoute();

  // Any call answered 401 (no session, or it lapsed) brings the sign-in screen back: the one
  // answer to it, for every call of every screen.
  useEffect(() => onSessionLapsed(() => setSession('signed-out')), []);

  const readSession = useCallback(() => {
    adminApi
      .session()
      .then(setSession)
      // A 401 has signed out already; any other failure leaves the role unknown (least shown).
      .catch(() => setSession((now) => (now === 'signed-out' ? now : 'signed-in')));
  }, []);
  useEffect(readSession, [readSession]);
  const signOut = useCallback(() => {
    void adminApi.signOut().finally(() => setSession('signed-out'));
  }, []);
  const openAccounts = useCallback(() => go('accounts'), [go]);
  const openAudit = useCallback(() => go('audit'), [go]);
  const openWebhooks = useCallback(() => go('webhooks'), [go]);
  const signedIn = useMemo<AdminSession | null>(() => {
    if (session === 'unknown' || session === 'signed-out') return null;
    const who = session === 'signed-in' ? { user: '', role: null } : session;
    return { ...who, signOut, openAccounts, openAudit, openWebhooks, refresh: readSession };
  }, [session, signOut, openAccounts, openAudit, openWebhooks, readSession]);

  if (session === 'unknown') return <Spin fullscreen />;
  if (session === 'signed-out') return <SignIn onSignedIn={setSession} />;
  return (
    <SessionContext.Provider value={signedIn}>
      <Screen route={route} go={go} />
    </SessionContext.Provider>
  );
}

interface ScreenProps {
  route: string;
  go: (to: string) => void;
}

/** The screen the URL names. */
function Screen({ route, go }: ScreenProps) {
  if (route === 'accounts') return <Accounts go={go} />;
  if (route === 'audit') return <Audit go={go} />;
  if (route === 'webhooks') return <Webhooks go={go} />;
  if (route === 'reviews') {
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <ReviewsScreen onOpen={(id) => go(`reviews/${id}`)} onBack={() => go('')} />
      </Suspense>
    );
  }
  const review = route.match(/^reviews\/(\d{1,9})$/);
  if (review?.[1]) {
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <ReviewDetailScreen
          id={Number(review[1])}
          onBack={() => go('reviews')}
          onEdit={(code) => go(`pages/${code}`)}
        />
      </Suspense>
    );
  }
  const stats = route.match(/^pages\/([^/]+)\/stats(?:\/channel\/([^/]+))?$/);
  if (stats?.[1]) {
    const code = stats[1];
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <PageStats
          code={code}
          channel={stats[2] ?? null}
          onBack={() => go('')}
          onEdit={() => go(`pages/${code}`)}
          onAllPages={() => go('stats')}
          onChannels={() => go(`pages/${code}/channels`)}
        />
      </Suspense>
    );
  }
  const channels = route.match(/^pages\/([^/]+)\/channels$/);
  if (channels?.[1]) {
    const code = channels[1];
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <ChannelsScreen
          code={code}
          onBack={() => go('')}
          onEdit={() => go(`pages/${code}`)}
          onStats={(cpsId) =>
            go(`pages/${code}/stats${cpsId ? `/channel/${encodeURIComponent(cpsId)}` : ''}`)
          }
        />
      </Suspense>
    );
  }
  const experiment = route.match(/^pages\/([^/]+)\/experiment$/);
  if (experiment?.[1]) {
    const code = experiment[1];
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <ExperimentScreen
          code={code}
          onBack={() => go('')}
          onEdit={() => go(`pages/${code}`)}
          onStats={() => go(`pages/${code}/stats`)}
        />
      </Suspense>
    );
  }
  const signups = route.match(/^signups(?:\/([a-z_]+))?$/);
  if (signups) {
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <SignupsScreen
          name={signups[1] ?? null}
          onOpen={(name) => go(`signups/${name}`)}
          onBack={() => go('')}
        />
      </Suspense>
    );
  }
  if (route === 'stats') {
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <AllPagesStats onOpen={(code) => go(`pages/${code}/stats`)} onBack={() => go('')} />
      </Suspense>
    );
  }
  const match = route.match(/^pages\/(.+)$/);
  if (match?.[1]) {
    const code = match[1];
    return (
      <PageEditor
        code={code}
        onBack={() => go('')}
        onStats={() => go(`pages/${code}/stats`)}
        onExperiment={() => go(`pages/${code}/experiment`)}
      />
    );
  }
  return (
    <PageList
      onOpen={(code) => go(`pages/${code}`)}
      onStats={(code) => go(`pages/${code}/stats`)}
      onChannels={(code) => go(`pages/${code}/channels`)}
      onExperiment={(code) => go(`pages/${code}/experiment`)}
      onAllStats={() => go('stats')}
      onSignups={() => go('signups')}
      onAccounts={() => go('accounts')}
      onReviews={() => go('reviews')}
    />
  );
}

/** 账号管理 for admins; anyone else is told it is not theirs. */
function Accounts({ go }: Omit<ScreenProps, 'route'>) {
  const session = useContext(SessionContext);
  if (!roleCan(session?.role, 'accounts')) {
    return (
      <Result
        status="403"
        title="需要管理员权限才能管理账号"
        extra={<Button onClick={() => go('')}>返回页面列表</Button>}
      />
    );
  }
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <AccountsScreen onBack={() => go('')} />
    </Suspense>
  );
}

/** 审计日志 for admins and reviewers; anyone else is told it is not theirs. */
function Audit({ go }: Omit<ScreenProps, 'route'>) {
  const session = useContext(SessionContext);
  if (!roleCan(session?.role, 'audit')) {
    return (
      <Result
        status="403"
        title="需要管理员或审核员权限才能查看审计日志"
        extra={<Button onClick={() => go('')}>返回页面列表</Button>}
      />
    );
  }
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <AuditScreen onBack={() => go('')} />
    </Suspense>
  );
}

/** Webhook 线索推送 for admins (every lead, whole phone numbers, leaves through it). */
function Webhooks({ go }: Omit<ScreenProps, 'route'>) {
  const session = useContext(SessionContext);
  if (!roleCan(session?.role, 'accounts')) {
    return (
      <Result
        status="403"
        title="需要管理员权限才能管理 Webhook"
        extra={<Button onClick={() => go('')}>返回页面列表</Button>}
      />
    );
  }
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <WebhooksScreen onBack={() => go('')} />
    </Suspense>
  );
}
