import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../accounts/auth/require-user.ts';
import { userFirst } from '../accounts/auth/user-first.ts';
import type { CampaignGetOptions } from './campaign-get.ts';
import { noStore } from './campaign-support.ts';
import type { ProvidedQuery } from './provided-fields.ts';

/** What a logged-in visitor's campaign read is answered from. */
export interface UserGetInput<Q extends z.ZodType> {
  uid: number;
  query: ProvidedQuery<Q>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A campaign GET that needs a token: a caller without one is told 401 before the query is read
 * (`userFirst`); never cached.
 */
export function userGet<Q extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  { query: querystring, response }: CampaignGetOptions<Q>,
  answer: (input: UserGetInput<Q>) => Promise<unknown>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      url,
      { schema: { querystring, response }, preValidation: userFirst },
      async (request, reply) => {
        noStore(reply);
        const { uid } = await requireUser(request);
        return answer({ uid, query: request.query, request, reply });
      },
    );
}
