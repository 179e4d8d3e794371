import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { editorScope } from '../editor-session/editor-scope.ts';
import { accountRoutes } from './account-routes.ts';
import { campaignAdminRoutes } from './campaign-admin.ts';
import { companyRoutes } from './company-routes.ts';
import { demoRoutes } from './demo-routes.ts';
import { editorStaticPlugin } from './editor-static.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { filingRoutes } from '../filing/filing-routes.ts';
import { pageRoutes } from './page-routes.ts';
import { privacyRoutes } from './privacy-routes.ts';
import { templateRoutes } from './template-routes.ts';
import { sessionRoutes } from './session-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How to sign in to the account this start created (`first-admin.ts`); null: none created. */
    signInLine: string | null;
  }
}

/**
 * What editors manage here: the builder at /admin/ and the admin API's own calls under
 * /admin/api (CONTRACT section 6, docs/admin-api.md): signing in, accounts, pages and their
 * versions, preview links, templates, the campaign tables, the demo, privacy, 企业信息. Every admin call
 * but signing in needs an editor session; writes from another site are refused. The other
 * domains mount their admin calls themselves, through the same `editorScope`.
 */
async function admin(app: FastifyInstance): Promise<void> {
  app.decorate('signInLine', await ensureFirstAdmin(app));
  // Its own scope: its hook (writes are the publishers') is for its routes only.
  await editorScope(app, campaignAdminRoutes);

  await editorScope(app, async (api) => {
    await api.register(sessionRoutes);
    await api.register(accountRoutes);
    await api.register(pageRoutes);
    await api.register(filingRoutes);
    await api.register(templateRoutes);
    await api.register(demoRoutes);
    await api.register(privacyRoutes);
    await api.register(companyRoutes);
  });

  await app.register(editorStaticPlugin);
}

export const adminDomain = fp(admin, {
  name: 'admin-domain',
  fastify: '5.x',
  dependencies: [
    'database',
    'editor-session',
    'admin-store',
    'pages-store',
    'review-store',
    'archive-store',
    'audit-store',
  ],
});
