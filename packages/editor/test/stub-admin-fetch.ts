import { vi } from 'vitest';
import { adminAnswer } from './admin-app.tsx';

/** A request the builder sent, as a fake server reads it. */
interface AdminRequest {
  method: string;
  path: string;
  url: URL;
  /** The JSON body sent, or null. */
  body: unknown;
}

/**
 * Puts a fake admin API in place of fetch: `route` answers the requests it knows (in the API's
 * envelope, `adminAnswer`; a promise holds the answer back until it settles), and any other is
 * answered with an empty success.
 */
export function stubAdminFetch(
  route: (request: AdminRequest) => Response | Promise<Response> | undefined,
): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://builder.test');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
      return route({ method, path: url.pathname, url, body }) ?? adminAnswer({});
    }),
  );
}
