export interface IssuedToken {
  token: string;
  /** Lifetime the issuer gave it, in seconds (WeChat: 7200). */
  expiresInSeconds: number;
}

/**
 * Caches the access token of a WeChat-style API (`/cgi-bin/token`, `/cgi-bin/gettoken`): fetched
 * once, reused until five minutes before it runs out, and fetched once for many concurrent
 * callers. `invalidate` drops a token the API refused (errcode 40001, 42001, …).
 */
export class AccessTokenCache {
  readonly #issue: () => Promise<IssuedToken>;
  readonly #now: () => number;
  #token: string | null = null;
  #expiresAt = 0;
  #pending: Promise<string> | null = null;

  constructor(issue: () => Promise<IssuedToken>, now: () => number = Date.now) {
    this.#issue = issue;
    this.#now = now;
  }

  async get(): Promise<string> {
    if (this.#token !== null && this.#now() < this.#expiresAt) return this.#token;
    this.#pending ??= this.#refresh().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  invalidate(token: string): void {
    if (this.#token === token) {
      this.#token = null;
      this.#expiresAt = 0;
    }
  }

  async #refresh(): Promise<string> {
    const issued = await this.#issue();
    // Five minutes early, or at half its life for a short-lived token.
    const lifetimeMs = issued.expiresInSeconds * 1000;
    const marginMs = Math.min(5 * 60_000, lifetimeMs / 2);
    this.#token = issued.token;
    this.#expiresAt = this.#now() + lifetimeMs - marginMs;
    return issued.token;
  }
}
