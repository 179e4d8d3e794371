import type { SmsProvider } from './sms-provider.ts';

/** Where the development provider's messages are read (`dev/dev.ts`). */
export const DEV_SMS_OUTBOX_PATH = '/dev/sms-outbox';

export interface OutboxMessage {
  handset: string;
  /** The code the message carries ('' for a message without one). */
  code: string;
  text: string;
  /** ISO time the message was "sent". */
  sent_at: string;
}

export interface OutboxLogger {
  info(details: object, message: string): void;
}

/**
 * The development SMS provider (CONTRACT section 7): nothing is sent; messages are kept in
 * memory (the newest 1000) for `GET /dev/sms-outbox?handset=N`. This is the one place a code
 * may be logged, so a developer running the server sees it.
 */
export class DevSmsOutbox implements SmsProvider {
  readonly kind = 'development';
  readonly #messages: OutboxMessage[] = [];
  readonly #limit: number;
  readonly #logger: OutboxLogger | undefined;

  constructor(options: { limit?: number; logger?: OutboxLogger } = {}) {
    this.#limit = options.limit ?? 1000;
    this.#logger = options.logger;
  }

  async send(handset: string, text: string, details: { code?: string } = {}): Promise<void> {
    const message = {
      handset,
      code: details.code ?? '',
      text,
      sent_at: new Date().toISOString(),
    };
    this.#messages.push(message);
    if (this.#messages.length > this.#limit) this.#messages.shift();
    // Codes stay out of logs, even in development: the outbox endpoint shows them.
    this.#logger?.info(
      { handset, outbox: `/dev/sms-outbox?handset=${handset}` },
      'development SMS outbox',
    );
  }

  /** Messages sent to `handset` (all of them when undefined), oldest first. */
  messages(handset?: string): OutboxMessage[] {
    return this.#messages.filter((m) => handset === undefined || m.handset === handset);
  }

  clear(): void {
    this.#messages.length = 0;
  }
}
