import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { AdminApp } from '../src/shell/admin-app.tsx';

/**
 * An answer of the admin API in its envelope: success, or a refusal with its code, message and
 * HTTP status.
 */
export function adminAnswer(
  response: unknown,
  refusal?: { code: string; msg: string; status: number },
): Response {
  const body = refusal
    ? { code: refusal.code, msg: refusal.msg, response }
    : { code: 1, msg: 'success', response };
  return new Response(JSON.stringify(body), {
    status: refusal?.status ?? 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** The whole builder, opened at `path` as a marketer's browser would. */
export function openAdmin(path: string): void {
  history.pushState(null, '', path);
  // jsdom lays nothing out, and every computed style it is asked for (antd's popups ask for their
  // ancestors' on opening) is weighed against every rule in the document: antd's generated styles
  // would make each such call take a large part of a second, so none are generated here.
  render(
    <ConfigProvider theme={{ zeroRuntime: true }}>
      <App>
        <AdminApp />
      </App>
    </ConfigProvider>,
  );
}
