import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Spin } from 'antd';
import { adminApi, AdminApiError } from './admin-api.ts';
import { PageEditor } from './page-editor.tsx';
import { PageList } from './page-list.tsx';
import { SignIn } from './sign-in.tsx';
import { useRoute } from './use-route.ts';

// The stats screens (and echarts with them) load only when opened.
const PageStats = lazy(() =>
  import('./stats/page-stats.tsx').then((m) => ({ default: m.PageStats })),
);
const AllPagesStats = lazy(() =>
  import('./stats/all-pages-stats.tsx').then((m) => ({ default: m.AllPagesStats })),
);

const SignupsScreen = lazy(() =>
  import('./signups/signups-screen.tsx').then((m) => ({ default: m.SignupsScreen })),
);

type Session = 'unknown' | 'signed-out' | 'signed-in';

/** The builder: sign in, then the page list or one page on the canvas. */
export function AdminApp() {
  const [session, setSession] = useState<Session>('unknown');
  const [route, go] = useRoute();

  useEffect(() => {
    adminApi
      .session()
      .then(() => setSession('signed-in'))
      .catch((error: unknown) =>
        setSession(
          error instanceof AdminApiError && error.status === 401 ? 'signed-out' : 'signed-in',
        ),
      );
  }, []);

  // Any call answered 401 (session expired) brings the sign-in screen back.
  const onUnauthorized = useCallback(() => setSession('signed-out'), []);
  const signOut = useCallback(() => {
    void adminApi.signOut().finally(() => setSession('signed-out'));
  }, []);

  if (session === 'unknown') return <Spin fullscreen />;
  if (session === 'signed-out') return <SignIn onSignedIn={() => setSession('signed-in')} />;
  const stats = route.match(/^pages\/([^/]+)\/stats$/);
  if (stats?.[1]) {
    const code = stats[1];
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <PageStats
          code={code}
          onBack={() => go('')}
          onEdit={() => go(`pages/${code}`)}
          onAllPages={() => go('stats')}
          onUnauthorized={onUnauthorized}
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
          onUnauthorized={onUnauthorized}
        />
      </Suspense>
    );
  }
  if (route === 'stats') {
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <AllPagesStats
          onOpen={(code) => go(`pages/${code}/stats`)}
          onBack={() => go('')}
          onUnauthorized={onUnauthorized}
        />
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
        onUnauthorized={onUnauthorized}
      />
    );
  }
  return (
    <PageList
      onOpen={(code) => go(`pages/${code}`)}
      onStats={(code) => go(`pages/${code}/stats`)}
      onAllStats={() => go('stats')}
      onSignups={() => go('signups')}
      onUnauthorized={onUnauthorized}
      onSignOut={signOut}
    />
  );
}
