import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { bearer, campaignApp, envelope } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => (app = await campaignApp()));

describe('softuser browse upload (buttons with oaStatistics)', () => {
  const upload = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.BROWSE_UPLOAD,
      headers,
      payload: payload as object,
    });

  it('stores browse_collect_id per user, as a string or a number', async () => {
    const headers = await bearer(app, 77);
    const first = await upload({ browse_collect_id: 'upload-t' }, headers);
    expect(first.statusCode).toBe(200);
    expect(envelope<{ id: number }>(first).response.id).toBeGreaterThan(0);
    expect((await upload({ browse_collect_id: 4321 }, headers)).statusCode).toBe(200);
    expect(await app.campaigns.browse.count('upload-t')).toBe(1);
    expect(await app.campaigns.browse.count('4321')).toBe(1);
  });

  it('answers 401 without a token and 400 without an id', async () => {
    expect((await upload({ browse_collect_id: 'x' })).statusCode).toBe(401);
    const missing = await upload({}, await bearer(app, 78));
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).msg).toBe('参数 browse_collect_id 不能为空');
  });
});
