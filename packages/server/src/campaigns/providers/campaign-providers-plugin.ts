import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DevEnterpriseWeChatClient } from './enterprise-wechat/dev-enterprise-wechat-client.ts';
import type { EnterpriseWeChatClient } from './enterprise-wechat/enterprise-wechat-client.ts';
import { HttpEnterpriseWeChatClient } from './enterprise-wechat/http-enterprise-wechat-client.ts';
import { DevPaymentClient } from './payment/dev-payment-client.ts';
import { HttpPaymentClient } from './payment/http-payment-client.ts';
import type { PaymentClient } from './payment/payment-client.ts';
import { DevWeChatClient } from './wechat/dev-wechat-client.ts';
import { HttpWeChatClient } from './wechat/http-wechat-client.ts';
import type { WeChatClient } from './wechat/wechat-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mini program URL links and JS-SDK signatures: WeChat's API, or the development client. */
    wechat: WeChatClient;
    /** Staff contact codes: enterprise WeChat's API, or the development client. */
    enterpriseWechat: EnterpriseWeChatClient;
    /** Cashier pages: the payment service, or the development cashier. */
    payment: PaymentClient;
  }
}

/**
 * The WeChat, enterprise WeChat and payment clients, chosen by `config.providers.*.kind` (a base
 * URL makes them real; production refuses the development ones at start).
 */
async function campaignProviders(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const { wechat, enterpriseWechat, payment } = config.providers;
  app.decorate<WeChatClient>(
    'wechat',
    wechat.kind === 'http'
      ? new HttpWeChatClient({
          baseUrl: wechat.baseUrl,
          appId: config.wechatAppId,
          appSecret: config.wechatAppSecret,
          officialAccount: {
            appId: config.wechatOfficialAppId,
            appSecret: config.wechatOfficialAppSecret,
          },
        })
      : new DevWeChatClient(config.wechatOfficialAppId),
  );
  app.decorate<EnterpriseWeChatClient>(
    'enterpriseWechat',
    enterpriseWechat.kind === 'http'
      ? new HttpEnterpriseWeChatClient({
          baseUrl: enterpriseWechat.baseUrl,
          corpId: config.enterpriseWechatCorpId,
          secret: config.enterpriseWechatSecret,
        })
      : new DevEnterpriseWeChatClient(),
  );
  app.decorate<PaymentClient>(
    'payment',
    payment.kind === 'http'
      ? new HttpPaymentClient({ baseUrl: payment.baseUrl, apiKey: config.paymentApiKey })
      : new DevPaymentClient(),
  );
}

export const campaignProvidersPlugin = fp(campaignProviders, {
  name: 'campaign-providers',
  fastify: '5.x',
});
