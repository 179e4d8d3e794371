import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Spin } from 'antd';
import { adminApi, onSessionLapsed } from '../api/admin-api.ts';
import type { SessionInfo } from '../api/admin-api.ts';
import { PageEditor } from '../page-editor/page-editor.tsx';
import { PageList } from '../page-list/page-list.tsx';
import { SessionContext } from './session-context.ts';
import type { AdminSession } from './session-context.ts';
import { RoleGate } from './role-gate.tsx';
import { routes } from './routes.ts';
import type { Route } from './routes.ts';
import { SignIn } from './sign-in.tsx';
import { useRoute } from './use-route.ts';

// The stats screens (and echarts with them) load only when opened.
const PageStats = lazy(() =>
  import('../stats/page-stats.tsx').then((m) => ({ default: m.PageStats })),
);
const AllPagesStats = lazy(() =>
  import('../stats/all-pages-stats.tsx').then((m) => ({ default: m.AllPagesStats })),
);

const ChannelsScreen = lazy(() =>
  import('../channels/channels-screen.tsx').then((m) => ({ default: m.ChannelsScreen })),
);

const ExperimentScreen = lazy(() =>
  import('../experiment/experiment-screen.tsx').then((m) => ({ default: m.ExperimentScreen })),
);

const SignupsScreen = lazy(() =>
  import('../signups/signups-screen.tsx').then((m) => ({ default: m.SignupsScreen })),
);

const AuditScreen = lazy(() =>
  import('../audit/audit-screen.tsx').then((m) => ({ default: m.AuditScreen })),
);

const SuitabilityScreen = lazy(() =>
  import('../suitability/suitability-screen.tsx').then((m) => ({ default: m.SuitabilityScreen })),
);

const WebhooksScreen = lazy(() =>
  import('../webhooks/webhooks-screen.tsx').then((m) => ({ default: m.WebhooksScreen })),
);

const ReviewsScreen = lazy(() =>
  import('../review/reviews-screen.tsx').then((m) => ({ default: m.ReviewsScreen })),
);
const ReviewDetailScreen = lazy(() =>
  import('../review/review-detail.tsx').then((m) => ({ default: m.ReviewDetailScreen })),
);

const AccountsScreen = lazy(() =>
  import('../accounts/accounts-screen.tsx').then((m) => ({ default: m.AccountsScreen })),
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
  const openAccounts = useCallback(() => go(routes.accounts()), [go]);
  const openAudit = useCallback(() => go(routes.audit()), [go]);
  const openWebhooks = useCallback(() => go(routes.webhooks()), [go]);
  const openSuitability = useCallback(() => go(routes.suitability()), [go]);
  const signedIn = useMemo<AdminSession | null>(() => {
    if (session === 'unknown' || session === 'signed-out') return null;
    const who = session === 'signed-in' ? { user: '', role: null } : session;
    return {
      ...who,
      signOut,
      openAccounts,
      openAudit,
      openSuitability,
      openWebhooks,
      refresh: readSession,
      go,
    };
  }, [session, signOut, openAccounts, openAudit, openSuitability, openWebhooks, readSession, go]);

  if (session === 'unknown') return <Spin fullscreen />;
  if (session === 'signed-out') return <SignIn onSignedIn={setSession} />;
  return (
    <SessionContext.Provider value={signedIn}>
      <Screen route={route} go={go} />
    </SessionContext.Provider>
  );
}

interface ScreenProps {
  route: Route;
  go: (to: string) => void;
}

/** The screen the URL names. */
function Screen({ route, go }: ScreenProps) {
  const toList = () => go(routes.pageList());
  switch (route.name) {
    case 'accounts':
      return (
        <RoleGate capability="accounts" refusal="需要管理员权限才能管理账号" onBack={toList}>
          <Lazy>
            <AccountsScreen onBack={toList} />
          </Lazy>
        </RoleGate>
      );
    case 'audit':
      return (
        <RoleGate
          capability="audit"
          refusal="需要管理员或审核员权限才能查看审计日志"
          onBack={toList}
        >
          <Lazy>
            <AuditScreen onBack={toList} />
          </Lazy>
        </RoleGate>
      );
    case 'suitability':
      return (
        <RoleGate
          capability="audit"
          refusal="需要管理员或审核员权限才能查看适当性记录"
          onBack={toList}
        >
          <Lazy>
            <SuitabilityScreen onBack={toList} />
          </Lazy>
        </RoleGate>
      );
    case 'webhooks':
      // Admins only: every lead, whole phone numbers, leaves through a webhook.
      return (
        <RoleGate capability="accounts" refusal="需要管理员权限才能管理 Webhook" onBack={toList}>
          <Lazy>
            <WebhooksScreen onBack={toList} />
          </Lazy>
        </RoleGate>
      );
    case 'reviews':
      return (
        <Lazy>
          <ReviewsScreen onOpen={(id) => go(routes.review(String(id)))} onBack={toList} />
        </Lazy>
      );
    case 'review':
      return (
        <Lazy>
          <ReviewDetailScreen
            id={Number(route.params.id)}
            onBack={() => go(routes.reviews())}
            onEdit={(code) => go(routes.pageEditor(code))}
          />
        </Lazy>
      );
    case 'pageStats':
    case 'channelStats': {
      const { code } = route.params;
      return (
        <Lazy>
          <PageStats
            code={code}
            channel={route.name === 'channelStats' ? route.params.channel : null}
            onBack={toList}
            onEdit={() => go(routes.pageEditor(code))}
            onAllPages={() => go(routes.allStats())}
            onChannels={() => go(routes.channels(code))}
          />
        </Lazy>
      );
    }
    case 'channels': {
      const { code } = route.params;
      return (
        <Lazy>
          <ChannelsScreen
            code={code}
            onBack={toList}
            onEdit={() => go(routes.pageEditor(code))}
            onStats={(cpsId) =>
              go(cpsId ? routes.channelStats(code, cpsId) : routes.pageStats(code))
            }
          />
        </Lazy>
      );
    }
    case 'experiment': {
      const { code } = route.params;
      return (
        <Lazy>
          <ExperimentScreen
            code={code}
            onBack={toList}
            onEdit={() => go(routes.pageEditor(code))}
            onStats={() => go(routes.pageStats(code))}
          />
        </Lazy>
      );
    }
    case 'signups':
    case 'signupTable':
      return (
        <Lazy>
          <SignupsScreen
            name={route.name === 'signupTable' ? route.params.table : null}
            onOpen={(name) => go(routes.signupTable(name))}
            onPageLeads={(code) => go(routes.pageStats(code))}
            onBack={toList}
          />
        </Lazy>
      );
    case 'allStats':
      return (
        <Lazy>
          <AllPagesStats onOpen={(code) => go(routes.pageStats(code))} onBack={toList} />
        </Lazy>
      );
    case 'pageEditor': {
      const { code } = route.params;
      return (
        <PageEditor
          code={code}
          onBack={toList}
          onStats={() => go(routes.pageStats(code))}
          onExperiment={() => go(routes.experiment(code))}
        />
      );
    }
    case 'pageList':
      return (
        <PageList
          onOpen={(code) => go(routes.pageEditor(code))}
          onStats={(code) => go(routes.pageStats(code))}
          onChannels={(code) => go(routes.channels(code))}
          onExperiment={(code) => go(routes.experiment(code))}
          onAllStats={() => go(routes.allStats())}
          onSignups={() => go(routes.signups())}
          onAccounts={() => go(routes.accounts())}
          onReviews={() => go(routes.reviews())}
        />
      );
  }
}

/** A screen loaded on first opening. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin fullscreen />}>{children}</Suspense>;
}
