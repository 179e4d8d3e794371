import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noStore } from './campaign-support.ts';
import type { ProvidedQuery } from './provided-fields.ts';

/** What a campaign call's answer is made from. */
export interface CampaignGetInput<Q extends z.ZodType> {
  query: ProvidedQuery<Q>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** How a campaign read declares its query and what it answers (`answers(...)`). */
export interface CampaignGetOptions<Q extends z.ZodType> {
  query: Q;
  response: Record<number, z.ZodType>;
}

/** A campaign GET that works without a token: its query as `query` declares it, never cached. */
export function campaignGet<Q extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  { query: querystring, response }: CampaignGetOptions<Q>,
  answer: (input: CampaignGetInput<Q>) => Promise<unknown>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(url, { schema: { querystring, response } }, async (request, reply) => {
      noStore(reply);
      return answer({ query: request.query, request, reply });
    });
}
