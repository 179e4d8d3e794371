import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** Expects a refusal: `status`, and the envelope `{ code, msg, response: null }` with nothing more. */
export function expectErrorEnvelope(
  response: LightMyRequestResponse,
  status: number,
  code: string,
  msg: string,
): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ code, msg, response: null });
}
