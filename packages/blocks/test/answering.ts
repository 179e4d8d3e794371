import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { RuntimeApi } from '../src/runtime.ts';

type Call = (path: string, payload?: unknown, options?: unknown) => Promise<unknown>;

/** A fake runtime's `api.get` or `api.post` that answers every call with `answer`, recording them. */
export function answering(
  answer: () => Promise<unknown>,
): RuntimeApi['get'] & RuntimeApi['post'] & Mock<Call> {
  return vi.fn<Call>(answer) as unknown as RuntimeApi['get'] & RuntimeApi['post'] & Mock<Call>;
}
