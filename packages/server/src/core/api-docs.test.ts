import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { API_METHODS, API_PATHS, ASSETS_BASE } from '@h5-page/schema/constants';
import { EDITOR_PREFIX } from '../admin/editor-static.ts';
import { build } from '../app.ts';
import { SEED_ASSETS_PREFIX } from '../seed/seed-assets-routes.ts';
import { DOCS_PREFIX, OPENAPI_PATH } from './api-docs.ts';

interface Registered {
  methods: string[];
  url: string;
  hidden: boolean;
  /** The statuses its `schema.response` declares. */
  answers: string[];
}

interface OpenApi {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; in: string }[]; responses?: object }>
  >;
}

const registered: Registered[] = [];
let app: FastifyInstance;
let doc: OpenApi;

beforeAll(async () => {
  app = await build({
    config: { dataDir: ':memory:' },
    onRoute: (route) => {
      const methods = ([] as HTTPMethods[]).concat(route.method);
      const schema = route.schema as { hide?: boolean; response?: object } | undefined;
      registered.push({
        methods,
        url: route.url,
        hidden: schema?.hide === true,
        answers: Object.keys(schema?.response ?? {}),
      });
    },
  });
  const response = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  doc = response.json<OpenApi>();
});
afterAll(async () => {
  await app.close();
});

/** `/a/:b/*` → `/a/{b}/{*}`, as the OpenAPI document writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the OpenAPI document', () => {
  it('lists every registered route with its method', () => {
    const visible = registered.filter((route) => !route.hidden);
    // The gateway, collector, admin and development calls are all among them.
    expect(visible.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const route of visible) {
      for (const method of route.methods) {
        // Fastify adds a HEAD route beside each GET; the GET stands for both.
        if (method === 'HEAD') continue;
        const path = doc.paths[openApiPath(route.url)];
        if (!path?.[method.toLowerCase()]) missing.push(`${method} ${route.url}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('hides only the reference itself and static files', () => {
    const hidden = registered.filter((route) => route.hidden).map((route) => route.url);
    expect(hidden).toContain(`${DOCS_PREFIX}/`);
    const files = [DOCS_PREFIX, ASSETS_BASE, SEED_ASSETS_PREFIX, EDITOR_PREFIX];
    const isFile = (url: string) =>
      !url.startsWith('/admin/api/') && files.some((prefix) => url.startsWith(prefix));
    expect(hidden.filter((url) => !isFile(url))).toEqual([]);
  });

  it('says what every route answers: each declares its response schema', () => {
    // Fastify's HEAD twin of a GET shares the GET's schema.
    const silent = registered
      .filter((route) => !route.hidden && route.answers.length === 0)
      .map((route) => `${route.methods.join(',')} ${route.url}`);
    expect(silent).toEqual([]);
    // ... and the document shows it, with the failure envelope beside it.
    const undocumented: string[] = [];
    for (const route of registered.filter((route) => !route.hidden)) {
      for (const method of route.methods) {
        if (method === 'HEAD') continue;
        const operation = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        const statuses = Object.keys(operation?.responses ?? {});
        if (!route.answers.every((status) => statuses.includes(status.toUpperCase()))) {
          undocumented.push(`${method} ${route.url}`);
        } else if (!statuses.includes('4XX')) undocumented.push(`${method} ${route.url} (4XX)`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('gives each call its parameters and the envelope', () => {
    const detail = doc.paths[API_PATHS.PAGE_DETAIL]?.get;
    expect(detail?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:code', 'query:is_preview', 'query:terminal_type']),
    );
    expect(JSON.stringify(detail)).toContain('#/components/schemas/Envelope');
  });
});

describe('the gateway', () => {
  it('answers each call of spec section 7 at its path, with its method', () => {
    const missing = Object.entries(API_PATHS)
      .filter(([name, url]) => {
        const method = API_METHODS[name as keyof typeof API_METHODS];
        return !registered.some((route) => route.url === url && route.methods.includes(method));
      })
      .map(([name, url]) => `${name} ${url}`);
    expect(missing).toEqual([]);
  });
});

describe('the reference page', () => {
  it('is served from this server, without a CDN', async () => {
    const page = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+)"/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, url] of scripts) expect(url).not.toMatch(/^(https?:)?\/\//);
    const script = scripts.find(([, url]) => url?.endsWith('.js'))?.[1] ?? '';
    const asset = await app.inject({
      method: 'GET',
      url: new URL(script, `http://x${DOCS_PREFIX}/`).pathname,
    });
    expect(asset.statusCode).toBe(200);
  });
});
