import { z } from 'zod';

/**
 * The stats answers of CONTRACT section 6 (`/admin/api/pages/:code/stats`), as the server sends
 * them and the builder reads them.
 */

const count = z.number();

/** The figures of a page for one day. */
export const dayFiguresSchema = z.object({
  date: z.string(),
  page_views: count,
  unique_visitors: count,
  clicks: count,
  shares: count.describe('shares from WeChat’s browser (the share card’s callbacks)'),
  leads: count,
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

/**
 * Claims, sign-ups and coupon grabs refused by a page's 防刷设置, per rule: a daily cap of one
 * address, device or handset, the handset blocklist, or the verified-phone rule.
 */
export const refusedAttemptsSchema = z.object({
  total: count,
  address: count,
  device: count,
  handset: count,
  blocklist: count,
  unverified: count,
});
export type RefusedAttempts = z.infer<typeof refusedAttemptsSchema>;

/** The builder's words for each rule of {@link RefusedAttempts}. */
export const REFUSED_RULE_LABELS = {
  address: '同一网络超限',
  device: '同一设备超限',
  handset: '同一手机号超限',
  blocklist: '黑名单手机号',
  unverified: '未验证手机号',
} as const;

/** The figures of a period, every stats answer shares them. */
export const periodFigures = {
  page_views: count,
  unique_visitors: count,
  avg_stay_ms: count,
  clicks: count,
  shares: count.describe('shares from WeChat’s browser (the share card’s callbacks)'),
  leads: count,
  conversion: count.describe('leads per unique visitor, 0 to 1 (4 decimals)'),
};

export const pageStatsSchema = z.object({
  ...periodFigures,
  by_day: z.array(dayFiguresSchema),
  refused: refusedAttemptsSchema
    .optional()
    .describe('attempts the page’s anti-abuse rules refused over the period'),
});
export type PageStats = z.infer<typeof pageStatsSchema>;

export const pageStatsDetailSchema = z.object({
  median_stay_ms: count,
  clicking_visitors: count.describe('visitors (sessions) who clicked anything'),
  funnel: z.object({ unique_visitors: count, clicking_visitors: count, leads: count }),
  by_hour: z
    .array(
      z.object({
        hour: z.int(),
        page_views: count,
        unique_visitors: count,
        clicks: count,
        leads: count,
      }),
    )
    .describe('hour of day 0–23 (Shanghai), summed over the period'),
  buttons: z.array(
    z.object({
      position: z.string(),
      block: z.string(),
      text: z.string(),
      clicks: count,
      visitors: count,
    }),
  ),
  channels: z.array(
    z.object({
      cps_id: z.string(),
      page_views: count,
      unique_visitors: count,
      clicks: count,
      leads: count,
    }),
  ),
  environments: z.array(
    z.object({ env: z.string(), page_views: count, unique_visitors: count, clicks: count }),
  ),
});
export type PageStatsDetail = z.infer<typeof pageStatsDetailSchema>;
