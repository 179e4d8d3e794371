import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';

export const ADMIN_PASSWORD = 'admin-password-for-tests';

/** An app on an in-memory store whose first account is admin / ADMIN_PASSWORD. */
export function adminApp(config: Partial<Config> = {}): Promise<FastifyInstance> {
  return build({
    config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD, ...config },
    ssr: false,
  });
}

/** Signs in and returns the Cookie header of the session. */
export async function signIn(
  app: FastifyInstance,
  user = 'admin',
  password = ADMIN_PASSWORD,
): Promise<{ cookie: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { user, password },
  });
  const cookie = response.cookies.find((c) => c.name === 'h5_admin_session');
  if (response.statusCode !== 200 || !cookie) {
    throw new Error(`sign-in of ${user} failed: ${response.statusCode} ${response.body}`);
  }
  return { cookie: `h5_admin_session=${cookie.value}` };
}

/** An admin app (`adminApp`) with admin signed in: the app and the Cookie header of the session. */
export async function signedInAdminApp(): Promise<{ app: FastifyInstance; cookie: string }> {
  const app = await adminApp();
  return { app, ...(await signIn(app)) };
}

/**
 * An app that renders visitor pages, on an empty in-memory store (no seed), with admin signed
 * in: the app and the Cookie header of the session.
 */
export async function signedInRenderingApp(): Promise<{ app: FastifyInstance; cookie: string }> {
  const app = await build({
    config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD },
    seed: false,
  });
  return { app, ...(await signIn(app)) };
}

/** The envelope of an admin answer. */
export function body<T = unknown>(
  response: LightMyRequestResponse,
): {
  code: number | string;
  msg: string;
  response: T;
} {
  return response.json();
}
