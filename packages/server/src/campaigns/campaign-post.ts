import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noStore } from './campaign-support.ts';
import type { ProvidedBody } from './provided-fields.ts';

/** What a campaign write without a token is answered from. */
export interface CampaignPostInput<B extends z.ZodType> {
  body: ProvidedBody<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A campaign POST that works without a token: its body as `body` declares it, bodies over
 * `bodyLimit` bytes refused; never cached. `response`: what it answers (`answers(...)`).
 */
export function campaignPost<B extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  {
    body,
    bodyLimit,
    response,
  }: { body: B; bodyLimit: number; response: Record<number, z.ZodType> },
  answer: (input: CampaignPostInput<B>) => Promise<unknown>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(url, { schema: { body, response }, bodyLimit }, async (request, reply) => {
      noStore(reply);
      return answer({ body: request.body, request, reply });
    });
}
