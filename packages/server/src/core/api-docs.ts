import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const DOCS_PREFIX = '/docs';
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

/** Every gateway, admin and collector answer: `{code, msg, response}`, code 1 on success. */
const ENVELOPE = {
  type: 'object' as const,
  required: ['code', 'msg', 'response'],
  properties: {
    code: {
      description: '1 on success; otherwise a stable error code',
      oneOf: [{ type: 'integer' as const }, { type: 'string' as const }],
    },
    msg: { type: 'string' as const, description: 'what a person reads (Chinese)' },
    response: { description: 'the answer; null on failure' },
  },
};

const FAILURE = {
  description: 'refused: `{code, msg, response: null}`, msg names the parameter at fault',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
};

const zodTransform = createJsonSchemaTransform({ skipList: [] });

export interface ApiDocsOptions {
  /**
   * How the admin API is guarded (`editorScope`, given by `app.ts`: the editor session sits
   * above `core/`), which the reference is served through in production.
   */
  editorScope: (
    app: FastifyInstance,
    routes: (scope: FastifyInstance) => Promise<void>,
  ) => Promise<void>;
}

/**
 * The API reference: the OpenAPI document of every route declared after this plugin, built from
 * the routes' zod schemas, at `/docs/openapi.json`, and the rendered page at `/docs/` (its
 * scripts served from the package, so the page works offline). In production both answer only
 * a signed-in editor (401 otherwise).
 */
async function apiDocs(app: FastifyInstance, options: ApiDocsOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'h5-page API',
        version: '1',
        description:
          'Gateway, admin, collector and development calls. Every JSON answer is the envelope ' +
          '`{code, msg, response}` (code 1 is success); a failure answers a non-200 status with ' +
          '`response: null`. POST bodies may be JSON or form-encoded (numbers as text).',
      },
      components: { schemas: { Envelope: ENVELOPE } },
    },
    transform: (input) => {
      // Answers declared with zod go through the zod transform; the others (pages, files,
      // redirects: `answersContent`, `redirects`) are OpenAPI already.
      const declared = (input.schema as { response?: Record<string, unknown> } | undefined)
        ?.response;
      const zodAnswers: Record<string, unknown> = {};
      const plainAnswers: Record<string, unknown> = {};
      for (const [status, answer] of Object.entries(declared ?? {})) {
        if (answer instanceof z.ZodType) zodAnswers[status] = answer;
        else plainAnswers[status] = answer;
      }
      const { schema, url } = zodTransform(
        declared ? { ...input, schema: { ...input.schema, response: zodAnswers } } : input,
      );
      const out: Record<string, unknown> = { ...schema };
      if (!out.hide && declared) {
        const response: Record<string, unknown> = { ...(out.response as object), ...plainAnswers };
        out.response = { ...response, '4XX': response['4XX'] ?? FAILURE };
      }
      return { schema: out, url };
    },
  });
  const docsRoutes = async (docs: FastifyInstance) => {
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
    docs.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  };
  // The admin API's map is for the builder's people: in production it is guarded as the admin
  // API is (an editor session, this site only); development keeps it open.
  if (app.config.nodeEnv === 'production') await options.editorScope(app, docsRoutes);
  else await app.register(docsRoutes);
}

export const apiDocsPlugin = fp(apiDocs, { name: 'api-docs', fastify: '5.x' });
