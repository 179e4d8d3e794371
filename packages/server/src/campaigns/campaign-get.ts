import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noStore } from './campaign-support.ts';

/** What a campaign call's answer is made from. */
export interface CampaignGetInput<Q extends z.ZodType> {
  query: z.output<Q>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A campaign GET that works without a token: its query as `querystring` declares it, never cached. */
export function campaignGet<Q extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  querystring: Q,
  answer: (input: CampaignGetInput<Q>) => Promise<unknown>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(url, { schema: { querystring } }, async (request, reply) => {
      noStore(reply);
      return answer({ query: request.query as z.output<Q>, request, reply });
    });
}
