import { sql } from 'drizzle-orm';
import type { Db } from '../store/open-database.ts';
import { sqlRows } from '../store/sql-rows.ts';
import type { AttemptReport } from '../webhooks/webhook-deliverer.ts';
import type { NotificationDraft, NotificationRepository } from './notification-repository.ts';

/** After a failure was told, a receiver that fails again within this says nothing new. */
export const WEBHOOK_QUIET_MS = 60 * 60 * 1000;

/** The receiver by its host alone: its path or query may hold a token, and a robot's group reads it. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '接收方';
  }
};

/**
 * What a failed webhook attempt tells the admins, without a flood: a receiver down for a day fails
 * every lead at every retry, so the news is its first failure since it last took a delivery (the
 * retries may still save the leads: fix it now), and once per such run its first delivery given up
 * (a lead that will not arrive unless 重新投递). A run is named by the receiver's last success, so
 * every process and every parallel attempt of one run agree on it; and a receiver that fails on and
 * off is told at most hourly. Nothing for an attempt that was taken.
 */
export async function webhookNews(
  db: Db,
  repository: NotificationRepository,
  report: AttemptReport,
): Promise<NotificationDraft[]> {
  if (report.delivered) return [];
  const [run] = await sqlRows<{ since: number; recent: boolean }>(
    db,
    sql`SELECT coalesce((SELECT max(a.id) FROM webhook_attempts a
                          JOIN webhook_deliveries d ON d.id = a.delivery_id
                         WHERE d.webhook_id = ${report.webhookId}
                           AND a.status_code BETWEEN 200 AND 299), 0)::float8 AS since,
               EXISTS (SELECT 1 FROM notifications
                        WHERE event_key LIKE ${`webhook_failing:${report.webhookId}:%`}
                          AND at > ${new Date(report.at.getTime() - WEBHOOK_QUIET_MS).toISOString()}::timestamptz
                       ) AS recent`,
  );
  if (!run) return [];
  const host = hostOf(report.url);
  const lead = report.pageCode ? `页面 ${report.pageCode} 的线索` : '线索';
  const why =
    report.statusCode !== null ? `返回 HTTP ${report.statusCode}` : (report.error ?? '无应答');
  const draft = (key: string, text: string): NotificationDraft => ({
    key,
    kind: 'webhook_failed',
    pageCode: null,
    text,
    target: { screen: 'webhooks' },
    at: report.at,
    recipients: [],
  });
  const drafts: NotificationDraft[] = [];
  if (report.gaveUp) {
    drafts.push(
      draft(
        `webhook_gave_up:${report.webhookId}:${run.since}`,
        `Webhook 推送已放弃：${lead}推送到 ${host} 重试 24 小时仍未成功（${why}），请在 Webhook 投递记录中重新投递`,
      ),
    );
  } else if (!run.recent) {
    drafts.push(
      draft(
        `webhook_failing:${report.webhookId}:${run.since}`,
        `Webhook 推送失败：${lead}推送到 ${host} ${why}。系统会自动重试，恢复前不再重复提醒`,
      ),
    );
  }
  if (drafts.length === 0) return [];
  const admins = await repository.admins();
  return drafts.map((one) => ({ ...one, recipients: admins }));
}
