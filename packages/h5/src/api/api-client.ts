import {
  ENVELOPE_SUCCESS_CODE,
  REQUEST_TIMEOUT_MS,
  TOKEN_INVALID_CODE,
  TOKEN_INVALID_STATUS,
} from '@h5-page/schema/constants';
import type { ApiCallOptions, QueryValue, RuntimeApi } from '@h5-page/blocks/runtime';
import { API_TEXT } from './api-messages.ts';
import { ApiError, TokenMissingError } from './errors.ts';

export interface ApiClientOptions {
  /** Gateway origin (and path prefix); '' means the same origin. */
  baseUrl: string;
  getToken(): string | null;
  clearToken(): void;
  /** Shows a message to the visitor (a toast). */
  notify(message: string): void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A whole gateway answer, for the calls whose `code` and `msg` matter besides `response` (the
 * join-group, state-code jump and api actions): `code` is null when the envelope had none.
 */
export interface ApiEnvelope<T = unknown> {
  code: number | null;
  msg: string;
  response: T | undefined;
}

/** `raw: true`: resolve the envelope of every HTTP 200 answer, whatever its `code`. */
export interface RawCallOptions extends ApiCallOptions {
  raw: true;
}

/** The gateway client as blocks (and the app's services) know it. */
export type ApiClient = RuntimeApi;

/**
 * The gateway client: RuntimeApi (what blocks get) plus the `raw` option. With `raw`, an HTTP 200
 * answer resolves its whole envelope (code, msg, response) and shows nothing, whatever the code;
 * everything else (the token rules, a non-200 status, the network, the timeout) is as without it.
 */
export interface GatewayClient extends RuntimeApi {
  get<T = unknown>(
    path: string,
    query: Record<string, QueryValue> | undefined,
    options: RawCallOptions,
  ): Promise<ApiEnvelope<T>>;
  get<T = unknown>(
    path: string,
    query?: Record<string, QueryValue>,
    options?: ApiCallOptions,
  ): Promise<T | undefined>;
  post<T = unknown>(path: string, body: unknown, options: RawCallOptions): Promise<ApiEnvelope<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: ApiCallOptions): Promise<T | undefined>;
}

interface Envelope {
  code?: unknown;
  msg?: unknown;
  response?: unknown;
}

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  let url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  if (text) url += `${url.includes('?') ? '&' : '?'}${text}`;
  return url;
}

/**
 * The one API client (spec sections 7 and 8): credentials included, 30 s timeout, bearer token on
 * calls that need it (cancelled here when there is none), and the envelope rules:
 * - HTTP 200 with code 1 resolves `response`;
 * - any other status shows `msg` and rejects; 403 with code 400003 also clears the token (and
 *   shows `msg` even with `quiet`);
 * - HTTP 200 with another code: with `hideError`, shows `msg` and rejects; otherwise resolves undefined;
 * - network failures and timeouts show a message and reject.
 * Two options of ours change only what they say: `raw` resolves the whole envelope of an HTTP 200
 * answer (any code, nothing shown); `quiet` shows nothing (the call rejects or resolves the same).
 */
export function createApiClient(options: ApiClientOptions): GatewayClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, QueryValue> | undefined,
    body: unknown,
    callOptions: ApiCallOptions & { raw?: boolean } = {},
  ): Promise<unknown> {
    const shown = !callOptions.quiet;
    const notify = shown ? options.notify : () => {};
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (callOptions.needToken) {
      const token = options.getToken();
      if (!token) throw new TokenMissingError(path);
      headers.Authorization = `Bearer ${token}`;
    }
    if (method === 'POST') headers['Content-Type'] = 'application/json';

    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    let status: number;
    let envelope: Envelope | null = null;
    try {
      const response = await doFetch(buildUrl(options.baseUrl, path, query), {
        method,
        headers,
        credentials: 'include',
        signal: controller.signal,
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      });
      status = response.status;
      const text = await response.text();
      try {
        const parsed: unknown = text ? JSON.parse(text) : null;
        if (parsed && typeof parsed === 'object') envelope = parsed as Envelope;
      } catch {
        envelope = null;
      }
    } catch (error) {
      const message = timedOut ? API_TEXT.TIMEOUT : API_TEXT.NETWORK_ERROR;
      notify(message);
      throw new ApiError(timedOut ? 'timeout' : 'network', message, { cause: error, shown });
    } finally {
      clearTimeout(timer);
    }

    const code = typeof envelope?.code === 'number' ? envelope.code : Number(envelope?.code);
    const knownCode = Number.isFinite(code) ? code : null;
    const sent = envelope?.code;
    const reason =
      typeof sent === 'string' && sent ? sent : typeof sent === 'number' ? String(sent) : null;
    const msg = typeof envelope?.msg === 'string' && envelope.msg ? envelope.msg : '';

    if (status !== 200) {
      const message = msg || API_TEXT.REQUEST_FAILED;
      const expired = status === TOKEN_INVALID_STATUS && knownCode === TOKEN_INVALID_CODE;
      if (expired) {
        options.clearToken();
        // An expired login concerns the whole page, not this call: said even by a quiet call.
        options.notify(message);
      } else notify(message);
      throw new ApiError('status', message, {
        status,
        code: knownCode,
        reason,
        shown: shown || expired,
      });
    }
    if (!envelope) {
      notify(API_TEXT.REQUEST_FAILED);
      throw new ApiError('invalid', API_TEXT.REQUEST_FAILED, { status, shown });
    }
    if (callOptions.raw) {
      return { code: knownCode, msg, response: envelope.response } satisfies ApiEnvelope;
    }
    if (knownCode === ENVELOPE_SUCCESS_CODE) return envelope.response;
    if (callOptions.hideError) {
      const message = msg || API_TEXT.REQUEST_FAILED;
      notify(message);
      throw new ApiError('envelope', message, { status, code: knownCode, reason, shown });
    }
    return undefined;
  }

  return {
    get: ((path: string, query?: Record<string, QueryValue>, callOptions?: ApiCallOptions) =>
      call('GET', path, query, undefined, callOptions)) as GatewayClient['get'],
    post: ((path: string, body?: unknown, callOptions?: ApiCallOptions) =>
      call('POST', path, undefined, body, callOptions)) as GatewayClient['post'],
  };
}
