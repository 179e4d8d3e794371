/** A call that needs the token was cancelled before sending because there is no token. */
export class TokenMissingError extends Error {
  constructor(path: string) {
    super(`${path} needs a token and there is none`);
    this.name = 'TokenMissingError';
  }
}

export type ApiErrorKind = 'status' | 'envelope' | 'network' | 'timeout' | 'invalid';

/** A gateway call that failed: a non-200 status, an error envelope, the network, or the timeout. */
export class ApiError extends Error {
  declare readonly kind: ApiErrorKind;
  /** HTTP status (0 when nothing came back). */
  declare readonly status: number;
  /** The envelope's `code`, when there was one. */
  declare readonly code: number | null;
  /**
   * The envelope's `code` as the server sent it, as text (`SUITABILITY_MISMATCH`, `400003`): what
   * a caller keys on where the code is a name; null without one.
   */
  declare readonly reason: string | null;
  /** Whether the client has shown the message to the visitor (false for a `quiet` call). */
  declare readonly shown: boolean;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: {
      status?: number;
      code?: number | null;
      reason?: string | null;
      shown?: boolean;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status ?? 0;
    this.code = details.code ?? null;
    this.reason = details.reason ?? (details.code == null ? null : String(details.code));
    this.shown = details.shown ?? true;
  }
}
