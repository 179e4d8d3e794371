import type {
  FastifyRequest,
  FastifySchema,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** How the zod type provider types a request whose route declares `schema`. */
type Provided<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  ZodTypeProvider
>;

/** The query of a route declaring `querystring: Q`, as the type provider gives it. */
export type ProvidedQuery<Q> = Provided<{ querystring: Q }>['query'];

/** The body of a route declaring `body: B`, as the type provider gives it. */
export type ProvidedBody<B> = Provided<{ body: B }>['body'];
