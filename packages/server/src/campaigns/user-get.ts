import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../accounts/auth/require-user.ts';
import { userFirst } from '../accounts/auth/user-first.ts';
import { noStore } from './campaign-support.ts';

/** What a logged-in visitor's campaign read is answered from. */
export interface UserGetInput<Q extends z.ZodType> {
  uid: number;
  query: z.output<Q>;
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
  querystring: Q,
  answer: (input: UserGetInput<Q>) => Promise<unknown>,
): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(url, { schema: { querystring }, preValidation: userFirst }, async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      return answer({ uid, query: request.query as z.output<Q>, request, reply });
    });
}
