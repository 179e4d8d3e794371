import type { z } from 'zod';

/**
 * The types a client of the admin API takes from its schemas, so that it names the schema an
 * answer or a body is declared by and never retypes its shape (nor needs zod itself).
 */
export type Schema = z.ZodType;
/** What a route answers (`response` of its envelope), as declared by `S`. */
export type AnswerOf<S extends z.ZodType> = z.output<S>;
/** What a route takes as its body, before its schema's defaults apply. */
export type BodyOf<S extends z.ZodType> = z.input<S>;
/** The answer of a route that answers `response: null`. */
export type NullAnswer = z.ZodNull;
