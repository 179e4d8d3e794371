import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** Expects a 200, its body shown when it is not, and hands the response on to be read. */
export function expectOk(response: LightMyRequestResponse): LightMyRequestResponse {
  expect(response.statusCode, response.body).toBe(200);
  return response;
}
