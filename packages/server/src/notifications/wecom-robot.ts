import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { NOTIFICATION_KIND_LABELS } from '@h5-page/schema/admin-api/notifications';
import type { NotificationKind, NotificationTarget } from '@h5-page/schema/admin-api/notifications';
import { addressKind, pinnedLookup } from '../webhooks/webhook-target.ts';
import type { ResolvedAddress, WebhookTargets } from '../webhooks/webhook-target.ts';

/**
 * The 企业微信 group robot: a webhook address (`https://qyapi.weixin.qq.com/cgi-bin/webhook/send?
 * key=…`) that takes `{"msgtype": "markdown", "markdown": {"content": …}}` or `{"msgtype":
 * "text", "text": {"content": …}}` and answers `{"errcode": 0, "errmsg": "ok"}`.
 */

/** What one message is sent as. */
export type RobotMessage =
  | { msgtype: 'markdown'; markdown: { content: string } }
  | { msgtype: 'text'; text: { content: string } };

/** How the robot answered, or why it did not. */
export interface RobotAnswer {
  statusCode: number | null;
  errcode: number | null;
  errmsg: string | null;
  error: string | null;
  durationMs: number;
}

/** The robot refuses content over 4096 bytes of UTF-8. */
export const ROBOT_CONTENT_BYTES = 4096;
/** The most of the robot's answer read: `{errcode, errmsg}` is a few dozen bytes. */
const ANSWER_BYTES = 16 * 1024;
const ERROR_CHARS = 300;

export const robotWords = {
  url: '机器人地址应为 https:// 开头的完整网址，如 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…',
  credentials: '机器人地址不能包含用户名或密码（user:pass@）',
  timeout: '机器人未在限定时间内应答',
};

/** The builder's address of the screen a notification opens (the builder's `shell/routes.ts`). */
export function builderPath(target: NotificationTarget): string {
  if (target.screen === 'page') return `/admin/pages/${encodeURIComponent(target.code)}`;
  if (target.screen === 'review') return `/admin/reviews/${target.id}`;
  return '/admin/webhooks';
}

/** `text` cut to `bytes` of UTF-8 at a character's end, with … when cut. */
function withinBytes(text: string, bytes: number): string {
  if (Buffer.byteLength(text) <= bytes) return text;
  let kept = '';
  let used = Buffer.byteLength('…');
  for (const character of text) {
    used += Buffer.byteLength(character);
    if (used > bytes) break;
    kept += character;
  }
  return `${kept}…`;
}

/**
 * A notification as the group reads it: its kind in bold, what happened, and a link to where it
 * is about in the builder when the builder's address is known (`link_origin`).
 */
export function robotMarkdown(
  notification: { kind: NotificationKind; text: string; target: NotificationTarget },
  linkOrigin: string | null,
): RobotMessage {
  const head = `**【落地页】${NOTIFICATION_KIND_LABELS[notification.kind]}**\n`;
  const link = linkOrigin
    ? `\n[在搭建器中查看](${linkOrigin}${builderPath(notification.target)})`
    : '';
  const room = ROBOT_CONTENT_BYTES - Buffer.byteLength(head) - Buffer.byteLength(link);
  return {
    msgtype: 'markdown',
    markdown: { content: `${head}${withinBytes(notification.text, room)}${link}` },
  };
}

/** 发送测试's message: plain text, so any robot shows it as sent. */
export function robotSample(by: string | null): RobotMessage {
  return {
    msgtype: 'text',
    text: {
      content: `【落地页】通知测试：${by ?? '管理员'} 在通知设置中发送。收到这条消息，说明审核、发布、活动开始与结束、Webhook 推送失败等通知会同时发到本群。`,
    },
  };
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' || (isIP(host) !== 0 && addressKind(host) === 'loopback');

/**
 * What is wrong with `raw` as the robot's address before any name is resolved, or null: https
 * only (the address holds the key that lets anyone post to the group), no credentials; plain
 * http only to this machine where loopback receivers are allowed (development and tests).
 */
export function robotUrlProblem(raw: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return robotWords.url;
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const plainToThisMachine = url.protocol === 'http:' && allowLoopback && isLoopbackHost(host);
  if ((url.protocol !== 'https:' && !plainToThisMachine) || host === '') return robotWords.url;
  if (url.username !== '' || url.password !== '') return robotWords.credentials;
  return null;
}

function errorText(error: unknown, timedOut: boolean): string {
  if (timedOut) return robotWords.timeout;
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`.slice(0, ERROR_CHARS);
  }
  return String(error).slice(0, ERROR_CHARS);
}

/** The robot's `{errcode, errmsg}`, from the start of its answer. */
function readAnswer(text: string): { errcode: number | null; errmsg: string | null } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return { errcode: null, errmsg: null };
    const { errcode, errmsg } = parsed as { errcode?: unknown; errmsg?: unknown };
    return {
      errcode: typeof errcode === 'number' && Number.isInteger(errcode) ? errcode : null,
      errmsg: typeof errmsg === 'string' ? errmsg.slice(0, ERROR_CHARS) : null,
    };
  } catch {
    return { errcode: null, errmsg: null };
  }
}

function post(
  target: { url: URL; addresses: ResolvedAddress[] },
  body: string,
  signal: AbortSignal,
): Promise<{ statusCode: number; text: string }> {
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'h5-page-notifications/1',
        },
        // A connection of its own, to the vetted addresses only (as webhooks send).
        agent: false,
        lookup: pinnedLookup(target.addresses),
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= ANSWER_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= ANSWER_BYTES) response.destroy();
        });
        const done = () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            text: Buffer.concat(chunks).subarray(0, ANSWER_BYTES).toString('utf8'),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface RobotClient {
  /** Sends one message to the robot at `url` (checked again first); never throws. */
  send(url: string, message: RobotMessage): Promise<RobotAnswer>;
  /** Whether `url` may be the robot's address: its refusal in words, or null. */
  problem(url: string): Promise<string | null>;
}

/**
 * The robot's HTTP client: the address rule of webhooks (`webhook-target.ts`: a public address,
 * never this machine, the internal network or a metadata service, connected to only at the
 * addresses the check found) plus https, a time limit, and no redirect followed.
 */
export function robotClient(
  targets: WebhookTargets,
  options: { allowLoopback: boolean; timeoutMs: number; now?: () => number },
): RobotClient {
  const now = options.now ?? Date.now;
  const vet = async (url: string) => {
    const problem = robotUrlProblem(url, options.allowLoopback);
    if (problem) return { ok: false as const, reason: problem };
    return targets.vet(url);
  };
  return {
    async problem(url) {
      const vetted = await vet(url);
      return vetted.ok ? null : vetted.reason;
    },
    async send(url, message) {
      const started = now();
      const took = () => Math.max(0, Math.round(now() - started));
      const none = { statusCode: null, errcode: null, errmsg: null };
      const target = await vet(url);
      if (!target.ok) return { ...none, error: target.reason, durationMs: took() };
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, options.timeoutMs);
      try {
        const answer = await post(target, JSON.stringify(message), controller.signal);
        return {
          statusCode: answer.statusCode,
          ...readAnswer(answer.text),
          error: null,
          durationMs: took(),
        };
      } catch (error) {
        return { ...none, error: errorText(error, timedOut), durationMs: took() };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Whether the robot took the message: HTTP 2xx and errcode 0. */
export const robotTook = (answer: RobotAnswer) =>
  answer.statusCode !== null &&
  answer.statusCode >= 200 &&
  answer.statusCode < 300 &&
  answer.errcode === 0;
