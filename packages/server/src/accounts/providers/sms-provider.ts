/** Sends text messages (SMS codes). One interface; a real HTTP client and a development outbox. */
export interface SmsProvider {
  readonly kind: 'development' | 'http';
  /**
   * Sends `text` to `handset`; rejects with SmsSendError when the message was not accepted.
   * `details.code` is for the development outbox only: real providers ignore it.
   */
  send(handset: string, text: string, details?: { code?: string }): Promise<void>;
}

/** The message could not be handed to the SMS service. Never carries the text (it holds a code). */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
