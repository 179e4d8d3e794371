import { z } from 'zod';

/** The sign-up tables of the builder's sign-up screens (`/admin/api/signups`). */

export const SIGNUP_COLUMN_TYPES = ['text', 'time', 'int', 'bool'] as const;

export const signupTableSchema = z.object({
  name: z.string(),
  label: z.string(),
  where: z.string().describe('the visitor routes where they are made'),
  columns: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      personal: z.string().nullable(),
      type: z.enum(SIGNUP_COLUMN_TYPES),
    }),
  ),
  campaign: z
    .object({
      label: z.string(),
      options: z.array(z.object({ value: z.string(), label: z.string() })),
    })
    .nullable(),
  moderated: z.boolean(),
});
export type SignupTableInfo = z.infer<typeof signupTableSchema>;
export const signupTablesAnswer = z.object({ tables: z.array(signupTableSchema) });

export const signupRowSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type SignupRow = z.infer<typeof signupRowSchema>;
export const signupRowsAnswer = z.object({
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
  rows: z.array(signupRowSchema),
});

export const commentHiddenBody = z.object({ hidden: z.boolean() });
export const commentHiddenAnswer = z.object({ id: z.int(), hidden: z.boolean() });

/** The filters of a sign-up screen; absent fields filter nothing. */
export const signupFiltersQuery = z.object({
  from: z.string().optional(),
  to: z.string().optional(),
  campaign: z.string().max(64).optional(),
  q: z.string().max(50).optional(),
});
export type SignupFilters = z.infer<typeof signupFiltersQuery>;
