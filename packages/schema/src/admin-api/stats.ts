import { z } from 'zod';
import { periodFigures } from '../page-stats.ts';
import { PAGE_STATUSES } from './pages.ts';

/** Stats over every page, the leads of a page and who exported them (CONTRACT section 6). */

export const allPagesStatsAnswer = z.object({
  from: z.string(),
  to: z.string(),
  pages: z.array(
    z.object({
      code: z.string(),
      title: z.string(),
      status: z.enum(PAGE_STATUSES),
      ...periodFigures,
    }),
  ),
});
export type PageStatsRow = z.infer<typeof allPagesStatsAnswer>['pages'][number];

export const leadSchema = z.object({
  id: z.int(),
  created_at: z.string(),
  phone: z.string().nullable().describe('masked unless read whole; null once erased'),
  name: z.string().nullable().describe('masked unless read whole; null once erased'),
  erased: z.boolean().describe('the phone, name and answers were erased (retention or on request)'),
  cps_id: z.string(),
  address: z.string(),
  extra: z
    .array(z.object({ label: z.string(), value: z.string() }))
    .describe('the answers to the extra fields of the lead form, in its order'),
});
export type LeadItem = z.infer<typeof leadSchema>;

export const leadPageAnswer = z.object({
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
  leads: z.array(leadSchema),
});

export const leadExportSchema = z.object({
  id: z.int(),
  username: z.string(),
  role: z.string(),
  page_code: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  full_phones: z.boolean(),
  subject: z.string(),
  action: z.enum(['export', 'read']),
  row_count: z.int(),
  exported_at: z.string().describe('ISO 8601'),
});
export type LeadExport = z.infer<typeof leadExportSchema>;
export const leadExportsAnswer = z.object({
  exports: z.array(leadExportSchema).describe('who exported or read what, newest first'),
});

/** A stats period: Shanghai calendar days (YYYY-MM-DD), both included. */
export const statsPeriodQuery = z.object({ from: z.string(), to: z.string() });
export type StatsPeriodRange = z.infer<typeof statsPeriodQuery>;

const figure = z.number();

/** Visits, clicks and leads of one stretch of time, counted as the period's figures are. */
const timeFigures = {
  page_views: figure,
  unique_visitors: figure.describe('distinct sessions with a page view within the stretch'),
  clicks: figure,
  leads: figure,
};

/** One page's figures hour by hour over one Shanghai calendar day. */
export const dayHoursAnswer = z.object({
  date: z.string().describe('the Shanghai calendar day, YYYY-MM-DD'),
  hours: z
    .array(z.object({ hour: z.int().describe('0–23, Shanghai time'), ...timeFigures }))
    .describe('24 rows, midnight first; an hour without anything is a row of zeros'),
});
export type DayHours = z.infer<typeof dayHoursAnswer>;

/** One page's figures minute by minute over the last hour, for watching a launch as it happens. */
export const liveMinutesAnswer = z.object({
  updated_at: z.string().describe('ISO 8601: the server’s clock when the figures were counted'),
  minutes: z
    .array(
      z.object({ at: z.string().describe('ISO 8601: the minute’s first instant'), ...timeFigures }),
    )
    .describe(
      '60 rows, oldest first, the current (unfinished) minute last; a minute without anything is a row of zeros',
    ),
  totals: z
    .object(timeFigures)
    .describe('the 60 minutes together (a visitor of several minutes counts once)'),
});
export type LiveMinutes = z.infer<typeof liveMinutesAnswer>;
