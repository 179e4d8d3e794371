import { ProviderError } from './provider-error.ts';
import type { ProviderService } from './provider-error.ts';

export interface JsonRequest {
  service: ProviderService;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
  fetch: typeof fetch;
}

/**
 * One JSON call to an outside service: the parsed object it answers, or a ProviderError (no
 * answer within the timeout, a non-2xx status, or a body that is not a JSON object). The URL is
 * never put in the error: it may carry an access token.
 */
export async function requestJson(request: JsonRequest): Promise<Record<string, unknown>> {
  const { service, timeoutMs } = request;
  let response: Response;
  try {
    response = await request.fetch(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...request.headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new ProviderError(
      service,
      timedOut ? `${service} did not answer within ${timeoutMs} ms` : `${service} unreachable`,
      { cause: error },
    );
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ProviderError(service, `${service} answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ProviderError(service, `${service} answered something that is not JSON`, {
      cause: error,
    });
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ProviderError(service, `${service} answered something that is not a JSON object`);
  }
  return body as Record<string, unknown>;
}
