/**
 * The stats answers of CONTRACT section 6 (`/admin/api/pages/:code/stats`), as the server sends
 * them and the builder reads them.
 */

/** The figures of a page for one day. */
export interface DayFigures {
  date: string;
  page_views: number;
  unique_visitors: number;
  clicks: number;
  /** Shares from WeChat's browser (the share card's callbacks). */
  shares: number;
  leads: number;
}

export interface PageStats {
  page_views: number;
  unique_visitors: number;
  avg_stay_ms: number;
  clicks: number;
  /** Shares from WeChat's browser (the share card's callbacks). */
  shares: number;
  leads: number;
  /** Leads per unique visitor, 0 to 1 (4 decimals). */
  conversion: number;
  by_day: DayFigures[];
  /** Attempts the page's anti-abuse rules refused over the period (the stats route adds it). */
  refused?: RefusedAttempts;
}

/**
 * Claims, sign-ups and coupon grabs refused by a page's 防刷设置, per rule: a daily cap of one
 * address, device or handset, the handset blocklist, or the verified-phone rule.
 */
export interface RefusedAttempts {
  total: number;
  address: number;
  device: number;
  handset: number;
  blocklist: number;
  unverified: number;
}

/** The builder's words for each rule of {@link RefusedAttempts}. */
export const REFUSED_RULE_LABELS = {
  address: '同一网络超限',
  device: '同一设备超限',
  handset: '同一手机号超限',
  blocklist: '黑名单手机号',
  unverified: '未验证手机号',
} as const;

export interface PageStatsDetail {
  median_stay_ms: number;
  /** Visitors (sessions) who clicked anything. */
  clicking_visitors: number;
  funnel: { unique_visitors: number; clicking_visitors: number; leads: number };
  /** Hour of day 0–23 (Shanghai), summed over the period. */
  by_hour: Array<{
    hour: number;
    page_views: number;
    unique_visitors: number;
    clicks: number;
    leads: number;
  }>;
  buttons: Array<{
    position: string;
    block: string;
    text: string;
    clicks: number;
    visitors: number;
  }>;
  channels: Array<{
    cps_id: string;
    page_views: number;
    unique_visitors: number;
    clicks: number;
    leads: number;
  }>;
  environments: Array<{ env: string; page_views: number; unique_visitors: number; clicks: number }>;
}
