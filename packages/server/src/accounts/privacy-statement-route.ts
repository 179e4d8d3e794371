import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@h5-page/schema/constants';
import type { PrivacyStatement } from '@h5-page/schema/privacy-statement';
import { answers } from '../core/answers.ts';
import { ok } from '../errors.ts';
import type { Envelope } from '../errors.ts';

/**
 * `GET /oabase/api/privacy/v1/statement`: the personal-information statement in force, which the
 * lead form shows and whose `version` a lead sends as `consent_version`. Never cached: a lead
 * naming an older version is refused, so a visitor must not be handed one.
 */
export async function privacyStatementRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    API_PATHS.PRIVACY_STATEMENT,
    {
      schema: {
        response: answers(
          z.object({ version: z.int(), text: z.string() }),
          'the statement in force (paragraphs separated by blank lines)',
        ),
      },
    },
    async (_request, reply): Promise<Envelope<PrivacyStatement>> => {
      reply.header('cache-control', 'no-store');
      const statement = await app.accounts.privacyStatements.current();
      return ok({ version: statement.version, text: statement.text });
    },
  );
}
