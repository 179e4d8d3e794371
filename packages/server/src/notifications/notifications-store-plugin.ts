import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { followAuditStep } from './audit-follower.ts';
import { createNotificationRepository } from './notification-repository.ts';
import type {
  NotificationDraft,
  NotificationRepository,
  StoredNotification,
} from './notification-repository.ts';
import { RobotQueue } from './robot-queue.ts';
import { scheduleNews } from './schedule-news.ts';
import { serialRun } from './serial-run.ts';
import { webhookNews } from './webhook-news.ts';
import { robotClient, robotMarkdown } from './wecom-robot.ts';
import type { RobotClient } from './wecom-robot.ts';

/** How often the audit trail is read for what other processes and the CLI recorded. */
const FOLLOW_POLL_MS = 5_000;
/** How often schedules are swept for ends coming within 24 hours (starts and ends wake it too). */
const SWEEP_MS = 60_000;
/** The robot gets this long to answer. */
const ROBOT_TIMEOUT_MS = 5_000;
/** Notifications are news: older ones leave the inbox. */
const KEEP_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

export interface Notifications {
  repository: NotificationRepository;
  /** The 企业微信 group robot's client (发送测试 and the address check). */
  robot: RobotClient;
  /**
   * Reads the audit trail and the schedules now and adds what is new; resolves once it is added
   * (and queued for the robot).
   */
  catchUp(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The builder's inbox and the group robot (`notifications/`). */
    notifications: Notifications;
  }
}

/**
 * The inbox: follows the audit trail (reviews, publishes), the publish windows (starts, ends, ends
 * within 24 hours) and the webhook deliverer's failed attempts, each event becoming one
 * notification for the accounts it concerns, and one message to the group robot when one is set.
 * Nothing it does is awaited by the request or the job that caused the event: it reads after the
 * commit (woken by admin writes, publishes, the schedule timer and the deliverer, and polling for
 * other processes), and the robot's messages leave from a queue of their own.
 */
async function notificationsStore(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const repository = createNotificationRepository(db);
  // Before any request: what the trail held at the first start is history, not news.
  await repository.startCursor();
  const robot = robotClient(app.webhookTargets, {
    allowLoopback: app.config.webhookAllowLoopback,
    timeoutMs: ROBOT_TIMEOUT_MS,
  });
  const queue = new RobotQueue((url, message) => robot.send(url, message), app.log);

  const toRobot = async (added: readonly StoredNotification[]) => {
    if (added.length === 0) return;
    const settings = await repository.settings();
    if (!settings.wecomWebhookUrl) return;
    for (const notification of added) {
      queue.push(settings.wecomWebhookUrl, robotMarkdown(notification, settings.linkOrigin));
    }
  };
  const record = async (drafts: NotificationDraft[]) => toRobot(await repository.add(drafts));
  const failed = (what: string) => (error: unknown) =>
    app.log.warn({ err: error }, `notifications: ${what} failed; tried again later`);

  const follow = serialRun(async () => {
    for (;;) {
      if (!(await repository.auditAhead())) return;
      const step = await followAuditStep(db, repository);
      await toRobot(step.added);
      if (!step.more) return;
    }
  }, failed('reading the audit trail'));

  let prunedAt = 0;
  const sweep = serialRun(async () => {
    await record(await scheduleNews(db, repository, app.pageSchedule.now()));
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await repository.prune(KEEP_DAYS);
    }
  }, failed('sweeping the schedules'));

  // An admin write may have recorded news (a submission, a decision, a publish).
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/admin/'))
      void follow.run();
  });
  app.pages.onPublish(() => {
    void follow.run();
    // A publish may bring an end within 24 hours.
    void sweep.run();
  });
  app.pageSchedule.onSwitch(() => void sweep.run());
  let closing = false;
  app.webhookDeliverer.onAttempt((report) => {
    // The deliverer stops after this plugin: its last attempts are not news any more.
    if (report.delivered || closing) return;
    webhookNews(db, repository, report).then(record).catch(failed('noting a webhook failure'));
  });

  let followTimer: NodeJS.Timeout | null = null;
  let sweepTimer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    followTimer = setInterval(() => void follow.run(), FOLLOW_POLL_MS);
    sweepTimer = setInterval(() => void sweep.run(), SWEEP_MS);
    followTimer.unref();
    sweepTimer.unref();
    void follow.run();
    void sweep.run();
  });
  // Registered after the database, so this runs before it closes.
  app.addHook('onClose', async () => {
    closing = true;
    if (followTimer) clearInterval(followTimer);
    if (sweepTimer) clearInterval(sweepTimer);
    await Promise.all([follow.stop(), sweep.stop(), queue.stop()]);
  });

  app.decorate('notifications', {
    repository,
    robot,
    async catchUp() {
      await Promise.all([follow.run(), sweep.run()]);
    },
  });
}

export const notificationsStorePlugin = fp(notificationsStore, {
  name: 'notifications-store',
  fastify: '5.x',
  dependencies: ['database', 'editor-session', 'pages-store', 'audit-store', 'webhook-deliverer'],
});
