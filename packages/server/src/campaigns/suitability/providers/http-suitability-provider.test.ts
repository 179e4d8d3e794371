import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryOf, startFakeServer } from '#test/support/fake-http.ts';
import type { FakeServer } from '#test/support/fake-http.ts';
import { RISK_TEST_PATH } from '@h5-page/schema/suitability';
import { ProviderError } from '../../../providers/provider-error.ts';
import { ConfigError, loadConfig } from '../../../config.ts';
import { PRODUCTION_ENV } from '#test/support/production-env.ts';
import { HttpSuitabilityProvider } from './http-suitability-provider.ts';

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(() => fake.close());

const provider = () =>
  new HttpSuitabilityProvider({ baseUrl: `${fake.baseUrl}/`, apiKey: 'the-key', timeoutMs: 2000 });

describe('the http suitability provider', () => {
  it('asks GET /profile?handset with the bearer key and reads {tier, assessed_at}', async () => {
    const assessedAt = Date.now() - 86_400_000;
    fake.handle('GET /profile', (request) => {
      const handset = queryOf(request).get('handset');
      if (handset === '13800000001') return { body: { tier: 'C4', assessed_at: assessedAt } };
      if (handset === '13800000002') {
        return { body: { tier: 'C2', assessed_at: new Date(assessedAt).toISOString() } };
      }
      return { body: { tier: null, assessed_at: null } };
    });
    const client = provider();
    expect(await client.profile({ uid: 1, handset: '13800000001' })).toEqual({
      tier: 'C4',
      assessedAt: new Date(assessedAt),
    });
    expect((await client.profile({ uid: 2, handset: '13800000002' }))?.tier).toBe('C2');
    expect(await client.profile({ uid: 3, handset: '13800000003' })).toBeNull();
    const asked = fake.requests.find((request) => request.url.includes('13800000001'))!;
    expect(asked.method).toBe('GET');
    expect(asked.url).toBe('/profile?handset=13800000001');
    expect(asked.headers.authorization).toBe('Bearer the-key');
    // Without a phone there is nothing to ask.
    const before = fake.requests.length;
    expect(await client.profile({ uid: 4, handset: '' })).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('an old assessment is none; a bad answer or an HTTP error is the provider’s failure', async () => {
    fake.handle('GET /profile', (request) => {
      const handset = queryOf(request).get('handset');
      if (handset === '1')
        return { body: { tier: 'C3', assessed_at: Date.now() - 800 * 86_400_000 } };
      if (handset === '2') return { body: { tier: 'C9', assessed_at: Date.now() } };
      if (handset === '3') return { body: { tier: 'C3', assessed_at: 'yesterday' } };
      return { status: 500, body: {} };
    });
    const client = provider();
    expect(await client.profile({ uid: 1, handset: '1' })).toBeNull();
    for (const handset of ['2', '3', '4']) {
      await expect(client.profile({ uid: 1, handset })).rejects.toBeInstanceOf(ProviderError);
    }
  });
});

describe('suitability settings', () => {
  it('reads SUITABILITY_BASE_URL, SUITABILITY_API_KEY and SUITABILITY_ASSESS_URL', () => {
    const development = loadConfig({});
    expect(development.providers.suitability).toEqual({ kind: 'development', baseUrl: '' });
    expect(development.suitabilityAssessUrl).toBe(RISK_TEST_PATH);
    expect(development.clientConfig.suitabilityAssessUrl).toBeUndefined();
    const config = loadConfig({
      ...PRODUCTION_ENV,
      SUITABILITY_ASSESS_URL: 'https://assess.example.com/test',
    });
    expect(config.providers.suitability).toEqual({
      kind: 'http',
      baseUrl: 'https://suitability.example.com',
    });
    expect(config.suitabilityApiKey).toBe('suitability-key');
    expect(config.clientConfig.suitabilityAssessUrl).toBe('https://assess.example.com/test');
  });

  it('production refuses the development provider and a real one without its key', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems;
      }
    };
    const { SUITABILITY_BASE_URL: _b, SUITABILITY_API_KEY: _k, ...development } = PRODUCTION_ENV;
    expect(problems(development).join('\n')).toContain(
      'SUITABILITY_PROVIDER: the development suitability provider is configured',
    );
    const { SUITABILITY_API_KEY: _key, ...keyless } = PRODUCTION_ENV;
    expect(problems(keyless).slice(1)).toEqual([
      'SUITABILITY_API_KEY: required by the http suitability client',
    ]);
    expect(problems({ ...PRODUCTION_ENV, SUITABILITY_ASSESS_URL: 'javascript:alert(1)' })).toEqual([
      expect.stringContaining('SUITABILITY_ASSESS_URL'),
    ]);
  });
});
