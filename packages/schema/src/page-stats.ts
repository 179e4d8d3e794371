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
}

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
