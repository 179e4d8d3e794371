import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes.ts';
import { auditRoutes } from '../audit/audit-routes.ts';
import { abuseRoutes } from '../abuse/abuse-routes.ts';
import { guardAdminScope } from './admin-guards.ts';
import { campaignAdminRoutes } from './campaign-admin.ts';
import { complianceRoutes } from './compliance-routes.ts';
import { demoRoutes } from './demo-routes.ts';
import { editorStaticPlugin } from './editor-static.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { mediaFileRoute } from './media-file-route.ts';
import { mediaRoutes } from './media-routes.ts';
import { pageRoutes } from './page-routes.ts';
import { privacyRoutes } from './privacy-routes.ts';
import { reviewRoutes } from '../review/review-routes.ts';
import { webhookRoutes } from '../webhooks/webhook-routes.ts';
import { channelRoutes } from '../channels/channel-routes.ts';
import { experimentRoutes } from '../experiments/experiment-routes.ts';
import { archiveRoutes } from '../archive/archive-routes.ts';
import { templateRoutes } from './template-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { signupRoutes } from './signup-routes.ts';
import { statsRoutes } from './stats-routes.ts';

/**
 * What editors manage: the builder at /admin/, its admin API under /admin/api (CONTRACT section
 * 6, docs/admin-api.md) and the uploads served at /media. Every admin call but signing in needs
 * an editor session; writes from another site are refused.
 */
async function admin(app: FastifyInstance): Promise<void> {
  await ensureFirstAdmin(app);
  app.decorateRequest('editor', null);
  await app.register(mediaFileRoute);
  await app.register(campaignAdminRoutes);
  await app.register(signupRoutes);

  await app.register(async (api) => {
    guardAdminScope(api);
    await api.register(sessionRoutes);
    await api.register(accountRoutes);
    await api.register(pageRoutes);
    await api.register(complianceRoutes);
    await api.register(reviewRoutes);
    await api.register(webhookRoutes);
    await api.register(archiveRoutes);
    await api.register(templateRoutes);
    await api.register(mediaRoutes);
    await api.register(statsRoutes);
    await api.register(channelRoutes);
    await api.register(experimentRoutes);
    await api.register(demoRoutes);
    await api.register(auditRoutes);
    await api.register(abuseRoutes);
    await api.register(privacyRoutes);
  });

  await app.register(editorStaticPlugin);
}

export const adminDomain = fp(admin, {
  name: 'admin-domain',
  fastify: '5.x',
  dependencies: [
    'database',
    'admin-store',
    'pages-store',
    'audit-store',
    'channel-store',
    'abuse-store',
  ],
});
