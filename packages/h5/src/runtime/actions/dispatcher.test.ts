import { allowedRedirect } from '@h5-page/schema/allowed-redirect';
import { describe, expect, it, vi } from 'vitest';
import { createPopupStore } from '@h5-page/blocks/popup-store';
import type { EnvAdapter } from '../../env/env-adapter.ts';
import { ACTION_MESSAGES } from './action-messages.ts';
import { ACTION_HANDLERS } from './action-table.ts';
import { createActionDispatcher } from './dispatcher.ts';
import type { ActionDispatcherOptions } from './dispatcher.ts';
import { linkOf } from './link.ts';
import { fakeEnv } from '#test/fake-env.ts';
import { fakeGateway } from '#test/fake-gateway.ts';

function setup(env: EnvAdapter = fakeEnv(), handlers?: ActionDispatcherOptions['handlers']) {
  const services = {
    env,
    popups: createPopupStore(),
    toast: vi.fn(),
    api: fakeGateway(),
    token: () => null,
    log: { warn: vi.fn(), error: vi.fn() },
    showQr: vi.fn(),
    redirectTarget: (url: string) =>
      allowedRedirect(url, {
        base: 'https://m.example.com/h5-page/h5/a',
        allowHosts: ['example.com'],
      }),
  };
  const actions = createActionDispatcher({ ...services, handlers });
  return { ...services, services, actions };
}

const at = { path: 'page_schema[2]', block: 'button' };

describe('1 page', () => {
  it('opens the app page with pageParam parsed by the schema helper', async () => {
    const { actions, env, toast } = setup();
    await actions.run(
      { type: 1, pageName: 'fundDetail', pageParam: 'fundCode=000001&from=%E6%98%A5&flag' },
      at,
    );
    const params = { fundCode: '000001', from: '春', flag: '' };
    expect(env.openAppPage).toHaveBeenCalledWith('fundDetail', params, params);
    expect(toast).not.toHaveBeenCalled();
  });

  it('adds appPageParam to the params the app gets (winning on a shared key)', async () => {
    const { actions, env } = setup();
    await actions.run(
      {
        type: 1,
        pageName: 'courseList',
        pageParam: 'tab=live&id=1',
        appPageParam: 'id=2&native=1',
      },
      at,
    );
    expect(env.openAppPage).toHaveBeenCalledWith(
      'courseList',
      { tab: 'live', id: '1' },
      { tab: 'live', id: '2', native: '1' },
    );
  });

  it('tells the visitor when the page cannot be opened here, or no page is named', async () => {
    const { actions, toast, log } = setup(fakeEnv({ openAppPage: vi.fn(() => false) }));
    await actions.run({ type: 1, pageName: 'nosuchpage' }, at);
    await actions.run({ type: 1 }, at);
    expect(toast.mock.calls).toEqual([['该功能暂未开放'], ['该功能暂未开放']]);
    expect(log.warn).toHaveBeenCalledWith(
      '[h5-page] page_schema[2]: app page "nosuchpage" cannot be opened here',
    );
  });
});

describe('3 popup', () => {
  it('opens the popup of popupId (string or number)', async () => {
    const { actions, popups } = setup();
    await actions.run({ type: 3, popupId: 12 }, at);
    expect(popups.isVisible('12')).toBe(true);
    await actions.run({ type: 3, popupId: ' rules ' }, at);
    expect(popups.isVisible('rules')).toBe(true);
  });

  it('without a popupId logs and opens nothing', async () => {
    const { actions, log, toast } = setup();
    await actions.run({ type: 3 }, at);
    expect(log.warn).toHaveBeenCalledWith(
      '[h5-page] page_schema[2]: popup action without a popupId',
    );
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('7 link', () => {
  it('opens the URL of atext through the env adapter', async () => {
    const { actions, env } = setup();
    await actions.run({ type: 7, atext: ' https://example.com/a?b=1 ' }, at);
    expect(env.openUrl).toHaveBeenCalledWith('https://example.com/a?b=1');
    expect(linkOf({ url: '/u' })).toBe('/u');
    expect(linkOf({ link: '/l' })).toBe('/l');
  });

  it('opens this site as a path, and never leaves for a host the configuration does not name', async () => {
    const { actions, env, toast } = setup();
    await actions.run({ type: 7, atext: 'https://m.example.com/h5-page/course' }, at);
    await actions.run({ type: 7, atext: '../stockHold' }, at);
    for (const atext of [
      'https://evil.example/',
      '//evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      'https://m.example.com//evil.example',
      '/\\evil.example',
      '/%5cevil.example',
      'data:text/html,<script>alert(1)</script>',
      'https://example.com.evil.example/',
    ]) {
      await actions.run({ type: 7, atext }, at);
    }
    expect(vi.mocked(env.openUrl).mock.calls).toEqual([
      ['/h5-page/course'],
      ['/h5-page/stockHold'],
    ]);
    expect(toast).toHaveBeenCalledTimes(9);
  });

  it('never opens a javascript: URL, and says so', async () => {
    const { actions, env, toast } = setup();
    await actions.run({ type: 7, atext: 'javascript:alert(1)' }, at);
    await actions.run({ type: 7, atext: ' ' }, at);
    expect(env.openUrl).not.toHaveBeenCalled();
    expect(toast.mock.calls).toEqual([
      [ACTION_MESSAGES.INVALID_LINK],
      [ACTION_MESSAGES.INVALID_LINK],
    ]);
  });
});

describe('12 treasury reverse repo', () => {
  it('opens the app page treasuryReverseRepo', async () => {
    const { actions, env, toast } = setup(fakeEnv({ isApp: true }));
    await actions.run({ type: 12 }, at);
    expect(env.openAppPage).toHaveBeenCalledWith('treasuryReverseRepo');
    expect(toast).not.toHaveBeenCalled();
  });

  it('outside the app (no such page) tells the visitor to use the app, and does nothing else', async () => {
    const { actions, env, toast } = setup(fakeEnv({ openAppPage: vi.fn(() => false) }));
    await actions.run({ type: 12 }, at);
    expect(toast).toHaveBeenCalledWith('请在牛8 App 中使用国债逆回购');
    expect(env.openUrl).not.toHaveBeenCalled();
  });
});

describe('14 back', () => {
  it('asks the env adapter to go back', async () => {
    const { actions, env } = setup();
    await actions.run({ type: 14 }, at);
    expect(env.back).toHaveBeenCalledTimes(1);
  });
});

describe('types without a handler', () => {
  it('unknown types tell the visitor 该功能暂未开放 and log the type', async () => {
    const { actions, toast, log, env } = setup();
    await actions.run({ type: 0 }, at);
    await actions.run({ type: 99, atext: 'https://x.test' }, at);
    expect(toast.mock.calls).toEqual([['该功能暂未开放'], ['该功能暂未开放']]);
    expect(log.warn).toHaveBeenCalledWith(
      '[h5-page] page_schema[2]: action type 99 is not available yet',
    );
    expect(env.openUrl).not.toHaveBeenCalled();
  });

  it('the table handles every action type of spec section 9, 1 to 14', () => {
    expect(Object.keys(ACTION_HANDLERS).map(Number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
  });
});

describe('the handler table', () => {
  it('takes new handlers (the server-backed actions slot in by type)', async () => {
    const joinGroup = vi.fn();
    const { actions, services, toast } = setup(fakeEnv(), { ...ACTION_HANDLERS, 13: joinGroup });
    await actions.run({ type: 13, groupId: 9 }, at);
    expect(joinGroup).toHaveBeenCalledWith({ type: 13, groupId: 9 }, at, {
      ...services,
      redirectTarget: expect.any(Function),
      pageHref: expect.any(Function),
      askSuitability: expect.any(Function),
    });
    expect(toast).not.toHaveBeenCalled();
  });

  it('logs a handler that fails and resolves anyway', async () => {
    const error = new Error('boom');
    const { actions, log } = setup(fakeEnv(), { 8: async () => Promise.reject(error) });
    await expect(actions.run({ type: 8 }, at)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith('[h5-page] page_schema[2]: action type 8 failed', error);
  });
});
