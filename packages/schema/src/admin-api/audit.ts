import { z } from 'zod';

/** The hash-chained audit trail (CONTRACT section 6). */

export const auditEntryAnswer = z.object({
  seq: z.int(),
  at: z.string().describe('ISO 8601'),
  actor: z.string().nullable().describe('null: the CLI or a job'),
  action: z.string(),
  page_code: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  hash: z.string().describe('sha256 over the entry and the previous entry’s hash'),
});
export type AuditEntryInfo = z.infer<typeof auditEntryAnswer>;

export const auditPageAnswer = z.object({
  entries: z.array(auditEntryAnswer),
  next_after_seq: z
    .int()
    .nullable()
    .describe('send as after_seq for the entries after these; null: none left'),
  next_before_seq: z
    .int()
    .nullable()
    .describe('newest first: send as before_seq for older entries; null: none left'),
});
export type AuditPage = z.infer<typeof auditPageAnswer>;

/** The 审计日志 screen's filters; absent or empty fields filter nothing. */
export const auditFiltersQuery = z.object({
  from: z.string().optional().describe('China-time day, YYYY-MM-DD, included'),
  to: z.string().optional().describe('China-time day, YYYY-MM-DD, included'),
  actor: z.string().max(64).optional().describe('a user name; `system` for the CLI and jobs'),
  page_code: z.string().optional(),
  action: z
    .string()
    .max(500)
    .optional()
    .describe('an action key (page.publish), or several separated by commas'),
});
export type AuditFilters = z.infer<typeof auditFiltersQuery>;
