import { vi } from 'vitest';
import type { ApiCallOptions, QueryValue } from '@h5-page/blocks/runtime';
import type { GatewayClient } from '../src/api/api-client.ts';

export interface FakeCall {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  options?: ApiCallOptions & { raw?: boolean };
}

/**
 * A gateway client for handler tests: records every call (`calls`) and answers with `answer`
 * (what the call resolves: the response, or the envelope of a raw call; throw to fail it).
 */
export function fakeGateway(
  answer: (call: FakeCall) => unknown = () => undefined,
): GatewayClient & { calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const run = async (call: FakeCall) => {
    calls.push(call);
    return answer(call);
  };
  return {
    calls,
    get: vi.fn((path: string, query?: Record<string, QueryValue>, options?: ApiCallOptions) =>
      run({ method: 'GET', path, query, options }),
    ) as unknown as GatewayClient['get'],
    post: vi.fn((path: string, body?: unknown, options?: ApiCallOptions) =>
      run({ method: 'POST', path, body, options }),
    ) as unknown as GatewayClient['post'],
  };
}
