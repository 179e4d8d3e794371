import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markReadBody,
  notificationListAnswer,
  robotSettingsAnswer,
  robotSettingsBody,
  robotTestAnswer,
  robotTestBody,
  unreadAnswer,
} from '@h5-page/schema/admin-api/notifications';
import { badRequest, ok } from '../errors.ts';
import { answers } from '../core/answers.ts';
import { intOr } from '../core/fields.ts';
import { requireCapability } from '../editor-session/admin-guards.ts';
import type { InboxEntry, RobotSettingsRow } from './notification-repository.ts';
import { robotSample, robotTook } from './wecom-robot.ts';

const INBOX_DEFAULT = 50;
const INBOX_MAX = 200;

const listQuery = z.object({ limit: intOr(1, INBOX_MAX, INBOX_DEFAULT) });

/** The robot is the admins': its messages reach a group outside the builder. */
const requireRobotAdmin = requireCapability('accounts', 'FORBIDDEN', '需要管理员权限才能设置通知');

const entryOut = (entry: InboxEntry) => ({
  id: entry.id,
  kind: entry.kind,
  page_code: entry.pageCode,
  text: entry.text,
  at: entry.at.toISOString(),
  read: entry.read,
  target: entry.target,
});

const settingsOut = (row: RobotSettingsRow) => ({
  wecom_webhook_url: row.wecomWebhookUrl,
  link_origin: row.linkOrigin,
  updated_by: row.updatedBy,
  updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
});

/**
 * The builder's address as the admin saving the settings uses it, which the robot's links start
 * with: the page's Origin (a write from another site never gets here), else this request's own.
 */
function builderOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** The inbox of the signed-in account, and the group robot's settings (admins). */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { repository, robot } = app.notifications;
  // Every admin route runs after the session guard, which sets the editor.
  const username = (request: FastifyRequest) => request.editor?.username ?? '';

  app.get(
    '/admin/api/notifications',
    {
      schema: {
        querystring: listQuery,
        response: answers(
          notificationListAnswer,
          "the account's newest first, with its unread count",
        ),
      },
    },
    async (request) => {
      const inbox = await repository.inbox(username(request), request.query.limit);
      return ok({ notifications: inbox.entries.map(entryOut), unread: inbox.unread });
    },
  );

  app.post(
    '/admin/api/notifications/read',
    {
      schema: {
        body: markReadBody,
        response: answers(unreadAnswer, 'marked read; the unread left'),
      },
    },
    async (request) =>
      ok({ unread: await repository.markRead(username(request), request.body.ids, new Date()) }),
  );

  app.post(
    '/admin/api/notifications/read-all',
    { schema: { response: answers(unreadAnswer, '全部已读: every one of the account read') } },
    async (request) => ok({ unread: await repository.markAllRead(username(request), new Date()) }),
  );

  app.get(
    '/admin/api/notifications/settings',
    {
      schema: { response: answers(robotSettingsAnswer) },
      preValidation: requireRobotAdmin,
    },
    async () => ok(settingsOut(await repository.settings())),
  );

  app.put(
    '/admin/api/notifications/settings',
    {
      schema: {
        body: robotSettingsBody,
        response: answers(robotSettingsAnswer, 'saved; audit notifications.robot'),
      },
      preValidation: requireRobotAdmin,
    },
    async (request) => {
      const url = request.body.wecom_webhook_url || null;
      if (url) {
        const problem = await robot.problem(url);
        if (problem) throw badRequest(`参数 wecom_webhook_url ${problem}`);
      }
      await repository.saveSettings({
        wecomWebhookUrl: url,
        linkOrigin: builderOrigin(request),
        by: request.editor?.username ?? null,
      });
      return ok(settingsOut(await repository.settings()));
    },
  );

  app.post(
    '/admin/api/notifications/settings/test',
    {
      schema: {
        body: robotTestBody,
        response: answers(robotTestAnswer, 'how the robot answered a sample message'),
      },
      preValidation: requireRobotAdmin,
    },
    async (request) => {
      const url =
        request.body?.wecom_webhook_url || (await repository.settings()).wecomWebhookUrl || null;
      if (!url) throw badRequest('请先填写机器人地址');
      const answer = await robot.send(url, robotSample(request.editor?.username ?? null));
      return ok({
        delivered: robotTook(answer),
        status_code: answer.statusCode,
        errcode: answer.errcode,
        errmsg: answer.errmsg,
        error: answer.error,
        duration_ms: answer.durationMs,
      });
    },
  );
}
