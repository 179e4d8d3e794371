import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireUser } from '../accounts/auth/require-user.ts';
import { userFirst } from '../accounts/auth/user-first.ts';
import { noStore } from './campaign-support.ts';
import type { ProvidedBody } from './provided-fields.ts';

/** What a logged-in visitor's campaign write is answered from. */
export interface UserPostInput<B extends z.ZodType> {
  uid: number;
  body: ProvidedBody<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** How a call's body is declared and checked before the answer is made. */
export interface UserPostOptions<B extends z.ZodType> {
  body: B;
  bodyLimit?: number;
  /** After the body is read and before the answer (`sameSiteWrite`). */
  preHandler?: preHandlerAsyncHookHandler;
  /** What it answers (`answers(...)`). */
  response: Record<number, z.ZodType>;
}

/**
 * A campaign POST that needs a token: a caller without one is told 401 before the body is read
 * (`userFirst`); bodies over `bodyLimit` bytes are refused; never cached.
 */
export function userPost<B extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  { body, bodyLimit = 4096, preHandler, response }: UserPostOptions<B>,
  answer: (input: UserPostInput<B>) => Promise<unknown>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    url,
    {
      schema: { body, response },
      preValidation: userFirst,
      ...(preHandler && { preHandler }),
      bodyLimit,
    },
    async (request, reply) => {
      noStore(reply);
      const { uid } = await requireUser(request);
      return answer({ uid, body: request.body, request, reply });
    },
  );
}
