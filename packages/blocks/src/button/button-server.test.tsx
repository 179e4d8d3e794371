import { describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { BlockValueMap } from '@h5-page/schema/block-value-schemas';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime, RuntimeApi } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import Button, { JOINED_TEXT } from './button.tsx';
import { isGroupMember } from '@h5-page/schema/group-membership';
import { joinGroupQuery } from './join-group.ts';

// The button's server-backed parts: the join-group state (action 13) and the browse upload.

type Value = BlockValueMap['button'];
const PATH = 'page_schema[2]';

function show(value: Value, runtime: BlockRuntime) {
  return render(
    <RuntimeProvider value={runtime}>
      <Button value={value} children={[]} path={PATH} />
    </RuntimeProvider>,
  );
}

const joinButton: Value = {
  type: 'image',
  image: { join: '/join.png', joined: '/joined.png', alt: '加入私享群' },
  action: { type: 13, groupId: 3201, activeType: 'sqsjGroup' },
};

type Call = (path: string, payload?: unknown, options?: unknown) => Promise<unknown>;
type Get = RuntimeApi['get'] & Mock<Call>;
type Post = RuntimeApi['post'] & Mock<Call>;

/** A get that answers `answers` in turn (then undefined). */
const answering = (...answers: unknown[]) =>
  vi.fn<Call>(async () => answers.shift()) as unknown as Get;
const posting = (answer: () => Promise<unknown>) => vi.fn<Call>(answer) as unknown as Post;

const picture = () => screen.getByAltText('加入私享群').getAttribute('src');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('join-group button (spec section 4)', () => {
  it('not joined shows the join image; with a token it asks check-can-join (quietly) on mount', async () => {
    const get = answering({ can_join: true, groups: [3001] });
    const runtime = createFakeRuntime({ api: { get }, auth: { token: () => 'tok' } });
    show(joinButton, runtime);
    expect(picture()).toBe('/join.png');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith(
      '/imchat/api/v1/group/check-can-join',
      { activity: 'sqsjGroup', group_id: '3201' },
      { needToken: true, quiet: true },
    );
    await act(async () => {});
    expect(picture()).toBe('/join.png');
  });

  it("the user's groups include the group id: joined, the joined image", async () => {
    const get = answering({ can_join: true, groups: [3001, 3201] });
    const runtime = createFakeRuntime({ api: { get }, auth: { token: () => 'tok' } });
    show(joinButton, runtime);
    await waitFor(() => expect(picture()).toBe('/joined.png'));
  });

  it('without a token nothing is asked and the join image stays', async () => {
    const runtime = createFakeRuntime();
    show(joinButton, runtime);
    await act(async () => {});
    expect(runtime.api.get).not.toHaveBeenCalled();
    expect(picture()).toBe('/join.png');
  });

  it('a failed check leaves the join image', async () => {
    const get = vi.fn<Call>(async () => Promise.reject(new Error('请先登录'))) as unknown as Get;
    const runtime = createFakeRuntime({ api: { get }, auth: { token: () => 'tok' } });
    show(joinButton, runtime);
    await waitFor(() => expect(get).toHaveBeenCalled());
    await act(async () => {});
    expect(picture()).toBe('/join.png');
  });

  it('clicking while not joined runs the join action, then re-checks: joined shows the joined image', async () => {
    const get = answering({ can_join: true, groups: [] }, { can_join: true, groups: [3201] });
    const ran = deferred<void>();
    const run = vi.fn(() => ran.promise);
    const runtime = createFakeRuntime({
      api: { get },
      actions: { run },
      auth: { token: () => 'tok' },
    });
    show(joinButton, runtime);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button'));
    expect(run).toHaveBeenCalledWith(joinButton.action, { path: PATH, block: 'button' });
    // Not re-checked before the action has finished.
    expect(get).toHaveBeenCalledTimes(1);
    await act(async () => ran.resolve());
    await waitFor(() => expect(picture()).toBe('/joined.png'));
    expect(get).toHaveBeenCalledTimes(2);
    expect(runtime.env.openAppPage).not.toHaveBeenCalled();
  });

  it('a text join button says it is joined once the visitor is in the group, after a join too', async () => {
    const get = answering({ can_join: true, groups: [] }, { can_join: false, groups: [3201] });
    const runtime = createFakeRuntime({ api: { get }, auth: { token: () => 'tok' } });
    show({ ...joinButton, type: 'text', text: '申请加入私享群' }, runtime);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: '申请加入私享群' }));
    const joined = await screen.findByRole('button', { name: JOINED_TEXT });
    expect(joined.className).toContain('h5-button-joined');
    expect(screen.queryByText('申请加入私享群')).toBeNull();
  });

  it('clicking while joined goes to the community customer service page; the action does not run', async () => {
    const get = answering({ can_join: true, groups: ['3201'] });
    const runtime = createFakeRuntime({ api: { get }, auth: { token: () => 'tok' } });
    show({ ...joinButton, type: 'text', text: '申请加入私享群' }, runtime);
    fireEvent.click(await screen.findByRole('button', { name: JOINED_TEXT }));
    expect(runtime.env.openAppPage).toHaveBeenCalledWith('communityService');
    expect(runtime.actions.run).not.toHaveBeenCalled();
    expect(runtime.tracker.click).toHaveBeenCalledTimes(1);
  });

  it('renders the join image on the server, asking nothing', () => {
    const runtime = createFakeRuntime({ auth: { token: () => 'tok' } });
    const html = renderToString(
      <RuntimeProvider value={runtime}>
        <Button value={joinButton} children={[]} path={PATH} />
      </RuntimeProvider>,
    );
    expect(html).toContain('src="/join.png"');
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('other buttons ask nothing', async () => {
    const runtime = createFakeRuntime({ auth: { token: () => 'tok' } });
    show({ type: 'text', text: '领取', action: { type: 3, popupId: 'a' } }, runtime);
    await act(async () => {});
    expect(runtime.api.get).not.toHaveBeenCalled();
  });

  it('query and membership helpers', () => {
    expect(joinGroupQuery({ groupId: 9 })).toEqual({ activity: undefined, group_id: '9' });
    expect(joinGroupQuery({ groupId: ' 9 ', activeType: 2024 })).toEqual({
      activity: '2024',
      group_id: '9',
    });
    expect(isGroupMember({ groups: [1, '9'] }, '9')).toBe(true);
    expect(isGroupMember({ groups: 9 }, '9')).toBe(false);
    expect(isGroupMember(undefined, '9')).toBe(false);
    expect(isGroupMember({ groups: [''] }, '')).toBe(false);
  });
});

describe('browse upload (oaStatistics)', () => {
  const tracked: Value = {
    type: 'text',
    text: '预约直播',
    oaStatistics: true,
    uploadId: 'live-2027',
    action: { type: 3, popupId: 'a' },
  };

  it('with a token: posts browse_collect_id = uploadId (quietly) and runs the action', () => {
    const post = posting(async () => ({ id: 1 }));
    const runtime = createFakeRuntime({ api: { post }, auth: { token: () => 'tok' } });
    show(tracked, runtime);
    fireEvent.click(screen.getByRole('button'));
    expect(post).toHaveBeenCalledWith(
      '/oabase/api/collect/v1/softuser/browse/upload',
      { browse_collect_id: 'live-2027' },
      { needToken: true, quiet: true },
    );
    expect(runtime.actions.run).toHaveBeenCalledTimes(1);
  });

  it('no token, no oaStatistics, or no uploadId: nothing is posted', () => {
    const post = posting(async () => undefined);
    const anonymous = createFakeRuntime({ api: { post } });
    const { unmount } = show(tracked, anonymous);
    fireEvent.click(screen.getByRole('button'));
    unmount();
    const withToken = createFakeRuntime({ api: { post }, auth: { token: () => 'tok' } });
    const second = show({ ...tracked, oaStatistics: false }, withToken);
    fireEvent.click(screen.getByRole('button'));
    second.unmount();
    show({ ...tracked, uploadId: undefined }, withToken);
    fireEvent.click(screen.getByRole('button'));
    expect(post).not.toHaveBeenCalled();
  });

  it('a numeric uploadId is sent as text; a failed upload is swallowed', async () => {
    const post = posting(async () => Promise.reject(new Error('x')));
    const runtime = createFakeRuntime({ api: { post }, auth: { token: () => 'tok' } });
    show({ ...tracked, uploadId: 77 }, runtime);
    fireEvent.click(screen.getByRole('button'));
    expect(post.mock.calls[0]![1]).toEqual({ browse_collect_id: '77' });
    await act(async () => {});
  });
});
