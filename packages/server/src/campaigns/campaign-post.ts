import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noStore } from './campaign-support.ts';

/** What a campaign write without a token is answered from. */
export interface CampaignPostInput<B extends z.ZodType> {
  body: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A campaign POST that works without a token: its body as `body` declares it, bodies over
 * `bodyLimit` bytes refused; never cached.
 */
export function campaignPost<B extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  { body, bodyLimit }: { body: B; bodyLimit: number },
  answer: (input: CampaignPostInput<B>) => Promise<unknown>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(url, { schema: { body }, bodyLimit }, async (request, reply) => {
      noStore(reply);
      return answer({ body: request.body as z.output<B>, request, reply });
    });
}
