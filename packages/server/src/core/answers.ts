import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * What each route answers, declared in its `schema.response` so that the OpenAPI document shows
 * it (`core/api-docs.test.ts` fails for a route that declares none). The declarations document;
 * they never change what is sent: `documentedOnly` serializes an answer as Fastify does for a
 * route without a schema (`JSON.stringify`), so no key is dropped, reordered or checked.
 */

/** `{code, msg, response}`, the envelope of every JSON answer, with `response` as declared. */
export function envelopeOf<T extends z.ZodType>(response: T) {
  return z.object({
    code: z.union([z.int(), z.string()]).describe('1 on success; otherwise a stable error code'),
    msg: z.string().describe('what a person reads (Chinese)'),
    response,
  });
}

/**
 * A JSON call's `schema.response`: 200 is the envelope whose `response` is `response` (what
 * `ok(...)` carries); the document adds the failure envelope (4XX) to every call. Typed as any
 * zod schema, so a handler may still answer through `reply` (its return is not checked).
 */
export function answers(response: z.ZodType, description = 'success: code 1') {
  return { 200: envelopeOf(response).describe(description) as z.ZodType };
}

/** A route that only refuses (`status`, the envelope with `response: null`). */
export function refuses<S extends number>(status: S, description: string) {
  return { [status]: envelopeOf(z.null()).describe(description) } as Record<S, z.ZodType>;
}

/** A JSON answer that is not the envelope (health checks, the benchmark's baseline). */
export function answersJson(answer: z.ZodType, description: string) {
  return { 200: answer.describe(description) as z.ZodType };
}

/** An answer that is not JSON (a page, a picture, a script, a file), for the document. */
export function answersContent(type: string, description: string) {
  const schema = type.startsWith('text/')
    ? { type: 'string' }
    : { type: 'string', format: 'binary' };
  return { 200: { description, content: { [type]: { schema } } } };
}

/** An answer without a body (304 not modified, say), for the document. */
export function empty<S extends number>(status: S, description: string) {
  return { [status]: { description, type: 'null' } } as Record<
    S,
    { description: string; type: 'null' }
  >;
}

/** A redirect's status and where it sends, for the document. */
export function redirects<S extends 301 | 302 | 303 | 307 | 308>(status: S, description: string) {
  return empty(status, description);
}

/** An answer that is not what its route declares: where, and what the schema says of it. */
export interface AnswerMismatch {
  method: string;
  url: string;
  status: string;
  problems: string[];
}

let inspectAnswer: ((mismatch: AnswerMismatch) => void) | null = null;

/**
 * Tests hold every answer to its route's declaration: `inspect` hears of each one that does not
 * match (the answer is still sent as it is, so the test's own assertions run too). Production
 * never sets it: checking costs time, and a declaration is there to be kept, which the tests prove.
 */
export function inspectAnswers(inspect: ((mismatch: AnswerMismatch) => void) | null): void {
  inspectAnswer = inspect;
}

const isZod = (schema: unknown): schema is z.ZodType =>
  typeof schema === 'object' && schema !== null && 'safeParse' in schema;

/**
 * The serializer compiler: response schemas document, they are not used to serialize (see
 * above). An object answer is `JSON.stringify`-ed whatever its route declares; under test it is
 * checked against the declaration first (`inspectAnswers`).
 */
export const documentedOnly: FastifySerializerCompiler<unknown> =
  ({ schema, method, url, httpStatus }) =>
  (data) => {
    if (inspectAnswer && isZod(schema)) {
      const checked = schema.safeParse(data);
      if (!checked.success)
        inspectAnswer({
          method,
          url,
          status: String(httpStatus),
          problems: checked.error.issues.map(
            (issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`,
          ),
        });
    }
    return JSON.stringify(data);
  };
