import type { FastifyBaseLogger } from 'fastify';
import type { RobotAnswer, RobotMessage } from './wecom-robot.ts';
import { robotTook } from './wecom-robot.ts';

/** Messages waiting at most; past it the newest are dropped (and logged). */
const QUEUE_MAX = 100;
/** The robot takes 20 messages a minute: more are refused (errcode 45009). */
const PER_MINUTE = 20;
const MINUTE_MS = 60_000;

interface Queued {
  url: string;
  message: RobotMessage;
}

/**
 * What this process still has to tell the group robot, sent one at a time after the change that
 * caused it has committed, so no request waits on the robot. A message the robot does not take is
 * logged and dropped: never retried, never a notification itself, so a failing robot cannot loop.
 * Sends are spaced to the robot's 20 a minute; at most QUEUE_MAX wait.
 */
export class RobotQueue {
  private readonly queue: Queued[] = [];
  private readonly sentAt: number[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;
  private wait: { timer: NodeJS.Timeout; resolve: () => void } | null = null;

  constructor(
    private readonly send: (url: string, message: RobotMessage) => Promise<RobotAnswer>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  push(url: string, message: RobotMessage): void {
    if (this.stopped) return;
    if (this.queue.length >= QUEUE_MAX) {
      this.log.warn(
        { queued: this.queue.length },
        'WeCom robot queue full; a notification dropped',
      );
      return;
    }
    this.queue.push({ url, message });
    this.kick();
  }

  private kick(): void {
    if (this.running || this.stopped) return;
    this.running = this.drain().finally(() => {
      this.running = null;
      // Pushed after the last look at the queue, before this ran.
      if (this.queue.length > 0) this.kick();
    });
  }

  /** Drops what waits and ends the send under way's wait; resolves once nothing runs. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    if (this.wait) {
      clearTimeout(this.wait.timer);
      this.wait.resolve();
    }
    await this.running;
  }

  private async drain(): Promise<void> {
    for (let next = this.queue.shift(); next && !this.stopped; next = this.queue.shift()) {
      await this.roomToSend();
      if (this.stopped) return;
      this.sentAt.push(this.now());
      const answer = await this.send(next.url, next.message).catch(
        (error: unknown): RobotAnswer => ({
          statusCode: null,
          errcode: null,
          errmsg: null,
          error: error instanceof Error ? error.message : String(error),
          durationMs: 0,
        }),
      );
      if (!robotTook(answer)) {
        // The address is never logged: its key lets anyone post to the group.
        this.log.warn(
          {
            status: answer.statusCode,
            errcode: answer.errcode,
            errmsg: answer.errmsg,
            error: answer.error,
          },
          'WeCom robot did not take a notification; dropped',
        );
      }
    }
  }

  private async roomToSend(): Promise<void> {
    const since = this.now() - MINUTE_MS;
    while (this.sentAt.length > 0 && this.sentAt[0]! <= since) this.sentAt.shift();
    if (this.sentAt.length < PER_MINUTE) return;
    const delay = this.sentAt[0]! + MINUTE_MS - this.now();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.wait = null;
        resolve();
      }, delay);
      timer.unref();
      this.wait = { timer, resolve };
    });
  }
}
