// @vitest-environment node
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError, TokenMissingError } from './errors.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl = '';
let handler: Handler = (_req, res) => res.end();
const requests: {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  requests.length = 0;
  handler = (_req, res) => res.end();
});

function reply(status: number, body: unknown) {
  handler = (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

function client(options: { token?: string | null; timeoutMs?: number } = {}) {
  const notify = vi.fn();
  const clearToken = vi.fn();
  const api = createApiClient({
    baseUrl,
    getToken: () => (options.token === undefined ? 'tok-123' : options.token),
    clearToken,
    notify,
    timeoutMs: options.timeoutMs,
  });
  return { api, notify, clearToken };
}

describe('API client envelope rules (spec section 8)', () => {
  it('HTTP 200 with code 1 resolves the response', async () => {
    reply(200, { code: 1, msg: 'ok', response: { activity_page: { code: 'demo' } } });
    const { api, notify } = client();
    await expect(api.get('/n8sf/api/x', { code: 'demo', n: 2, skip: undefined })).resolves.toEqual({
      activity_page: { code: 'demo' },
    });
    expect(notify).not.toHaveBeenCalled();
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/n8sf/api/x?code=demo&n=2' });
  });

  it('a non-200 status shows msg and rejects', async () => {
    reply(500, { code: 500000, msg: '服务繁忙', response: null });
    const { api, notify, clearToken } = client();
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'status', status: 500, code: 500000, message: '服务繁忙' });
    expect(notify).toHaveBeenCalledWith('服务繁忙');
    expect(clearToken).not.toHaveBeenCalled();
  });

  it('a non-200 status without a readable body still shows a message and rejects', async () => {
    reply(502, '<html>bad gateway</html>');
    const { api, notify } = client();
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(notify).toHaveBeenCalledWith('请求失败，请稍后重试');
  });

  it('403 with code 400003 clears the token, shows msg and rejects', async () => {
    reply(403, { code: 400003, msg: '登录已过期', response: null });
    const { api, notify, clearToken } = client();
    await expect(api.get('/x', {}, { needToken: true })).rejects.toMatchObject({
      status: 403,
      code: 400003,
    });
    expect(clearToken).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('登录已过期');
  });

  it('403 with code 400003 shows msg even from a quiet call: the login of the page is gone', async () => {
    reply(403, { code: 400003, msg: '登录已过期，请重新登录', response: null });
    const { api, notify, clearToken } = client();
    await expect(api.get('/x', {}, { needToken: true, quiet: true })).rejects.toMatchObject({
      code: 400003,
      reason: '400003',
      shown: true,
    });
    expect(clearToken).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('登录已过期，请重新登录');
  });

  it('403 with another code keeps the token', async () => {
    reply(403, { code: 400001, msg: '无权限', response: null });
    const { api, clearToken } = client();
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(clearToken).not.toHaveBeenCalled();
  });

  it('HTTP 200 with code other than 1 and hideError: shows msg and rejects', async () => {
    reply(200, { code: 2, msg: '您暂不符合加群资格', response: null });
    const { api, notify } = client();
    await expect(api.post('/x', { a: 1 }, { hideError: true })).rejects.toMatchObject({
      kind: 'envelope',
      code: 2,
      message: '您暂不符合加群资格',
    });
    expect(notify).toHaveBeenCalledWith('您暂不符合加群资格');
  });

  it('HTTP 200 with code other than 1 and no hideError: resolves undefined, shows nothing', async () => {
    reply(200, { code: 2, msg: 'quiet', response: { x: 1 } });
    const { api, notify } = client();
    await expect(api.post('/x', { a: 1 })).resolves.toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('posts JSON with credentials and sends the bearer token only on calls that need it', async () => {
    reply(200, { code: 1, msg: '', response: true });
    const { api } = client();
    await api.post('/with', { name: '张三' }, { needToken: true });
    await api.post('/without', { name: '李四' });
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/with', body: '{"name":"张三"}' });
    expect(requests[0]!.headers.authorization).toBe('Bearer tok-123');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(requests[1]!.headers.authorization).toBeUndefined();
  });

  it('cancels a call that needs a token when there is none: nothing is sent', async () => {
    reply(200, { code: 1, msg: '', response: true });
    const { api, notify } = client({ token: null });
    await expect(api.get('/secret', {}, { needToken: true })).rejects.toBeInstanceOf(
      TokenMissingError,
    );
    await expect(api.post('/secret', {}, { needToken: true })).rejects.toBeInstanceOf(
      TokenMissingError,
    );
    expect(requests).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('times out (30 s by default) with 请求超时 and rejects', async () => {
    handler = () => {}; // never answers
    const { api, notify } = client({ timeoutMs: 100 });
    await expect(api.get('/slow')).rejects.toMatchObject({ kind: 'timeout' });
    expect(notify).toHaveBeenCalledWith('请求超时');
  });

  it('the default timeout is REQUEST_TIMEOUT_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const seen: AbortSignal[] = [];
      const api = createApiClient({
        baseUrl,
        getToken: () => null,
        clearToken: () => {},
        notify: () => {},
        fetch: (_url, init) => {
          seen.push(init!.signal!);
          return new Promise(() => {});
        },
      });
      void api.get('/x').catch(() => {});
      await vi.advanceTimersByTimeAsync(29_999);
      expect(seen[0]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen[0]!.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a network failure shows 网络异常，请稍后重试 and rejects', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const notify = vi.fn();
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      getToken: () => null,
      clearToken: () => {},
      notify,
    });
    await expect(api.get('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(notify).toHaveBeenCalledWith('网络异常，请稍后重试');
  });

  it('includes credentials (cookies) on every call', async () => {
    const inits: RequestInit[] = [];
    const api = createApiClient({
      baseUrl: '',
      getToken: () => null,
      clearToken: () => {},
      notify: () => {},
      fetch: async (_url, init) => {
        inits.push(init!);
        return new Response(JSON.stringify({ code: 1, msg: '', response: 1 }), { status: 200 });
      },
    });
    await api.get('/a');
    await api.post('/b', {});
    expect(inits.map((init) => init.credentials)).toEqual(['include', 'include']);
  });
});

describe('the raw option (calls that need code and msg: join group, state-code jump, api action)', () => {
  it('HTTP 200 resolves the whole envelope, code 1 or not, and shows nothing', async () => {
    const { api, notify } = client();
    reply(200, { code: 1, msg: '您已成功加入私享群，请前往【社群】享受服务', response: { a: 1 } });
    await expect(api.post('/join', { group_id: 3 }, { raw: true })).resolves.toEqual({
      code: 1,
      msg: '您已成功加入私享群，请前往【社群】享受服务',
      response: { a: 1 },
    });
    reply(200, { code: 2, msg: '活动尚未开始', response: null });
    await expect(api.get('/jump', { state_code: 's' }, { raw: true })).resolves.toEqual({
      code: 2,
      msg: '活动尚未开始',
      response: null,
    });
    // Even with hideError, a raw call resolves: the caller reads the code.
    await expect(api.get('/jump', {}, { raw: true, hideError: true })).resolves.toMatchObject({
      code: 2,
    });
    reply(200, { msg: 7 });
    await expect(api.get('/odd', {}, { raw: true })).resolves.toEqual({
      code: null,
      msg: '',
      response: undefined,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('keeps the status rules: a non-200 answer shows msg and rejects, 400003 clears the token', async () => {
    const { api, notify, clearToken } = client();
    reply(403, { code: 'NOT_ELIGIBLE', msg: '您暂不符合加群资格', response: null });
    await expect(api.post('/join', {}, { raw: true })).rejects.toMatchObject({
      kind: 'status',
      status: 403,
    });
    expect(notify).toHaveBeenCalledWith('您暂不符合加群资格');
    reply(403, { code: 400003, msg: '登录已失效，请重新登录', response: null });
    await expect(api.get('/x', {}, { raw: true, needToken: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(clearToken).toHaveBeenCalledTimes(1);
  });

  it('without a token, a raw call that needs one is cancelled like any other', async () => {
    const { api } = client({ token: null });
    await expect(api.post('/join', {}, { raw: true, needToken: true })).rejects.toBeInstanceOf(
      TokenMissingError,
    );
    expect(requests).toHaveLength(0);
  });
});

describe('the quiet option (the caller shows the error itself)', () => {
  it('rejects as usual but shows nothing: non-200, hideError envelope, network', async () => {
    const { api, notify } = client();
    reply(404, { code: 'QR_CODE_NOT_FOUND', msg: '二维码不存在', response: null });
    await expect(api.get('/qr', {}, { quiet: true })).rejects.toMatchObject({
      status: 404,
      message: '二维码不存在',
      // The server's code names the failure: the caller keys on it, and says it itself.
      reason: 'QR_CODE_NOT_FOUND',
      shown: false,
    });
    reply(200, { code: 5, msg: '暂无数据', response: null });
    await expect(api.get('/qr', {}, { quiet: true, hideError: true })).rejects.toMatchObject({
      kind: 'envelope',
      message: '暂无数据',
    });
    reply(200, { code: 1, msg: '', response: { ok: 1 } });
    await expect(api.get('/qr', {}, { quiet: true })).resolves.toEqual({ ok: 1 });
    expect(notify).not.toHaveBeenCalled();
    // Without quiet the same 404 is shown: the default stays.
    reply(404, { code: 'QR_CODE_NOT_FOUND', msg: '二维码不存在', response: null });
    await expect(api.get('/qr')).rejects.toMatchObject({ shown: true });
    await expect(api.get('/qr')).rejects.toBeInstanceOf(ApiError);
    expect(notify).toHaveBeenCalledWith('二维码不存在');
  });
});
