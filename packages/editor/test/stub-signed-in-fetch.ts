import { vi } from 'vitest';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminAnswer } from './admin-app.tsx';

/** A request the builder sent, as a fake server signed in reads it. */
interface SignedInRequest {
  method: string;
  /** The path below /admin/api, with its query, as the builder wrote it. */
  path: string;
  /** The JSON body sent, or null. */
  body: unknown;
}

/**
 * Puts a fake admin API, signed in as `user` with `role`, in place of fetch: `route` answers the
 * requests it knows (in the API's envelope, `adminAnswer`); the session call is answered with the
 * account unless `route` answers it, and any other request with an empty success.
 */
export function stubSignedInFetch(
  role: EditorRole,
  route: (request: SignedInRequest) => Response | undefined,
  user = `the-${role}`,
): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^\/admin\/api/, '');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      const answer = route({ method, path, body });
      if (answer) return answer;
      if (path === '/session') return adminAnswer({ user, role });
      return adminAnswer({});
    }),
  );
}
