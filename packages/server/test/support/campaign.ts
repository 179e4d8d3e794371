import type { FastifyInstance } from 'fastify';
import { build } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { ADMIN_PASSWORD, signIn } from './admin.ts';
import { createTestDatabase } from './postgres.ts';

/** Helpers for tests of the campaign calls, through `app.inject`. */

/** An app on an in-memory store with the campaign seed data, without server rendering. */
export function campaignApp(config: Partial<Config> = {}): Promise<FastifyInstance> {
  return build({
    config: { dataDir: ':memory:', adminPassword: ADMIN_PASSWORD, ...config },
    ssr: false,
  });
}

/**
 * The two stores every campaign rule runs on, for `describe.each`: an in-memory PGlite app, and
 * an app on a fresh PostgreSQL database (dropped by `drop`).
 */
export const CAMPAIGN_STORES: [
  string,
  () => Promise<{ app: FastifyInstance; drop: () => Promise<void> }>,
][] = [
  ['PGlite', async () => ({ app: await campaignApp(), drop: async () => {} })],
  [
    'PostgreSQL',
    async () => {
      const db = await createTestDatabase();
      return { app: await campaignApp({ databaseUrl: db.url }), drop: () => db.drop() };
    },
  ],
];

/** `Authorization: Bearer <token>` of a user id (the user need not exist). */
export async function bearer(app: FastifyInstance, uid: number): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await app.tokens.sign(uid)}` };
}

let nextHandset = 0;

/** A registered user (a users row): its uid and bearer header. */
export async function registeredUser(
  app: FastifyInstance,
  options: { lead?: boolean } = {},
): Promise<{ uid: number; handset: string; headers: Record<string, string> }> {
  nextHandset += 1;
  const handset = `137${String(process.pid % 10_000).padStart(4, '0')}${String(nextHandset).padStart(4, '0')}`;
  const { user } = await app.accounts.users.loginOrRegister({ handset, now: new Date() });
  if (options.lead) {
    await app.accounts.leads.insert({
      pageCode: 'demo',
      handset,
      nickName: '测试',
      cpsId: '',
      versionId: 276,
      isSendResult: 0,
    });
  }
  return { uid: user.softuserId, handset, headers: await bearer(app, user.softuserId) };
}

/** What a form that takes personal data adds once the visitor ticked consent to the statement in force. */
export async function consented(app: FastifyInstance): Promise<{ consent_version: number }> {
  return { consent_version: (await app.accounts.privacyStatements.current()).version };
}

/** The session cookie of the first account (an admin), signed in on `app`. */
export async function adminHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  return signIn(app);
}

/** The envelope of a response. */
export function envelope<T = Record<string, unknown>>(response: {
  json: () => unknown;
}): { code: number | string; msg: string; response: T } {
  return response.json() as { code: number | string; msg: string; response: T };
}
