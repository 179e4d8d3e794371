import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@h5-page/schema/constants';
import { jumpTargets } from './store/tables.ts';
import { campaignApp, envelope } from '#test/support/campaign.ts';
import { appForAll } from '#test/support/app-for-all.ts';

let app: FastifyInstance;
appForAll(async () => {
  app = await campaignApp();
  await app.database.db.insert(jumpTargets).values([
    { stateCode: 'go-t', url: 'https://example.com/landing?from=h5', msg: '' },
    { stateCode: 'wait-t', url: '', msg: '活动将于明日开启' },
  ]);
  return app;
});

const jump = (query: string) => app.inject({ url: `${API_PATHS.STATE_CODE_JUMP}?${query}` });

describe('state-code jump (button action 11)', () => {
  it('answers code 1 with the url to follow', async () => {
    const response = await jump('state_code=go-t');
    expect(envelope(response)).toEqual({
      code: 1,
      msg: 'success',
      response: { url: 'https://example.com/landing?from=h5' },
    });
  });

  it('answers the msg to show (code 1, no url) when the state code has no url', async () => {
    expect(envelope(await jump('state_code=wait-t'))).toEqual({
      code: 1,
      msg: '活动将于明日开启',
      response: { url: '' },
    });
  });

  it('answers 404 链接已失效 for an unknown state code, 400 for a missing one', async () => {
    const unknown = await jump('state_code=gone');
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).msg).toBe('链接已失效');
    expect(envelope(await jump('')).msg).toBe('参数 state_code 不能为空');
  });
});
