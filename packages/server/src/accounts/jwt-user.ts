import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checked } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { readToken, requireUser } from './auth/require-user.ts';
import { AppError, ok } from '../errors.ts';
import { maskPhone } from '@h5-page/schema/personal-masks';

/** The user data of spec section 3, with the name and a masked phone for display. */
export interface JwtUserAnswer {
  softuser_id: number;
  softuser_type: number;
  nick_name: string;
  /** `138****8000` */
  handset: string;
}

/**
 * `GET /n8sf/app/auth/v1/jwt/user?token=…`: the user a token belongs to. The token comes as the
 * `token` parameter (spec section 7), else `Authorization: Bearer`, else the `token` cookie.
 * 401 with a readable msg when it is missing, expired, tampered with or unsigned, or its user
 * is gone.
 */
const jwtUserQuery = z.object({
  token: checked(
    (value) => (typeof value === 'string' && value !== '' ? value : undefined),
    '登录令牌（缺省时读 Authorization: Bearer，再读 token Cookie）',
  ),
});

export async function jwtUserRoutes(app: FastifyInstance): Promise<void> {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    API_PATHS.JWT_USER,
    {
      schema: {
        querystring: jwtUserQuery,
        response: answers(
          z.object({
            softuser_id: z.int(),
            softuser_type: z.int(),
            nick_name: z.string(),
            handset: z.string().describe('masked: 138****8000'),
          }),
          'the logged-in visitor',
        ),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.query.token ?? readToken(request);
      const { uid } = await requireUser(request, token);
      const user = await app.accounts.users.findById(uid);
      if (!user) throw new AppError('TOKEN_UNVERIFIED');
      return ok<JwtUserAnswer>({
        softuser_id: user.softuserId,
        softuser_type: user.softuserType,
        nick_name: user.nickName,
        handset: maskPhone(user.handset),
      });
    },
  );
}
