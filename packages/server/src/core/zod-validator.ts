import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';
import { parseFields } from './fields.ts';

/**
 * Fastify's validator for routes declared with zod schemas (`schema: { querystring, body,
 * params }`): the parsed, coerced value replaces the request's, and a refusal is the 400 envelope
 * whose msg names the parameter (from `validationMessage`, the one wording of refusals). A body
 * or query that is absent reads as no fields, so a missing field is named rather than the body.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseFields(schema, data) };
    } catch (error) {
      if (error instanceof AppError) return { error };
      throw error;
    }
  };
