import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { brokerageRoutes } from './brokerage.ts';
import { browseUploadRoutes } from './browse-upload.ts';
import { campaignApiRoutes } from './campaign-api.ts';
import { groupRoutes } from './groups.ts';
import { productOrderRoutes } from './product-order.ts';
import { campaignProvidersPlugin } from './providers/campaign-providers-plugin.ts';
import { qrcodeRoutes } from './qrcode.ts';
import { serviceStaffRoutes } from './service-staff.ts';
import { stateCodeJumpRoutes } from './state-code-jump.ts';
import { couponRoutes } from './coupon.ts';
import { inviteRoutes } from './invite.ts';
import { openDayRoutes } from './open-day.ts';
import { renewalRoutes } from './renewal.ts';
import { tourRoutes } from './tour.ts';
import { urlLinkRoutes } from './url-link.ts';
import { jsSdkSignatureRoutes } from './js-sdk-signature.ts';
import { vacancyRoutes } from './vacancy.ts';
import { virtualUserRoutes } from './virtual-user.ts';
import { competitionRoutes } from './simulated-trading/competition-routes.ts';
import { simulatedTradingRoutes } from './simulated-trading/simulated-trading-routes.ts';
import { cpmjRoutes } from './cpmj/cpmj-routes.ts';
import { courseRoutes } from './course/course-routes.ts';
import { topicRoutes } from './topics/topic-routes.ts';

/**
 * The calls behind server-backed blocks and button actions: groups, service staff, brokerage,
 * QR codes, orders, virtual users, vacancies, URL links, browse upload, state-code jumps and the
 * campaign APIs, with the WeChat, enterprise WeChat and payment clients they use.
 */
async function campaigns(app: FastifyInstance): Promise<void> {
  await app.register(campaignProvidersPlugin);
  await app.register(groupRoutes);
  await app.register(serviceStaffRoutes);
  await app.register(brokerageRoutes);
  await app.register(qrcodeRoutes);
  await app.register(productOrderRoutes);
  await app.register(virtualUserRoutes);
  await app.register(vacancyRoutes);
  await app.register(urlLinkRoutes);
  await app.register(jsSdkSignatureRoutes);
  await app.register(browseUploadRoutes);
  await app.register(stateCodeJumpRoutes);
  await app.register(campaignApiRoutes);
  // Lecture tours.
  await app.register(tourRoutes);
  // Invite friends.
  await app.register(inviteRoutes);
  // Coupons.
  await app.register(couponRoutes);
  // The headquarters open day.
  await app.register(openDayRoutes);
  // The 短线王 818 renewal sale.
  await app.register(renewalRoutes);
  await app.register(simulatedTradingRoutes);
  await app.register(competitionRoutes);
  await app.register(cpmjRoutes);
  await app.register(courseRoutes);
  await app.register(topicRoutes);
}

export const campaignsDomain = fp(campaigns, {
  name: 'campaigns-domain',
  fastify: '5.x',
  dependencies: ['database', 'accounts-domain', 'campaigns-store', 'abuse-store'],
});
