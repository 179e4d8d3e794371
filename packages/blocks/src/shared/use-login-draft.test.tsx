import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { LOGIN_DRAFT_PREFIX, useLoginDraft } from './use-login-draft.ts';

/** A form with a name, a phone and an SMS code, as a block would build it. */
function Form({ onDone }: { onDone?: () => void }) {
  const draft = useLoginDraft('page_schema[1]:signup', { name: '', handset: '', code: '' });
  return (
    <form>
      {(['name', 'handset', 'code'] as const).map((field) => (
        <input
          key={field}
          aria-label={field}
          value={draft.values[field]}
          onChange={(event) => draft.set(field, event.target.value)}
        />
      ))}
      <button type="button" onClick={draft.login}>
        login
      </button>
      <button
        type="button"
        onClick={() => {
          draft.clear();
          onDone?.();
        }}
      >
        done
      </button>
    </form>
  );
}

const show = (runtime: BlockRuntime) =>
  render(
    <RuntimeProvider value={runtime}>
      <Form />
    </RuntimeProvider>,
  );

const KEY = `${LOGIN_DRAFT_PREFIX}stockHold:page_schema[1]:signup`;

afterEach(() => sessionStorage.clear());

describe('useLoginDraft', () => {
  it('keeps the typed entries (never the code) on the way to login and restores them after', async () => {
    const runtime = createFakeRuntime({ page: { code: 'stockHold' } });
    const first = show(runtime);
    fireEvent.change(first.getByLabelText('name'), { target: { value: '王小明' } });
    fireEvent.change(first.getByLabelText('handset'), { target: { value: '13800138000' } });
    fireEvent.change(first.getByLabelText('code'), { target: { value: '123456' } });
    fireEvent.click(first.getByRole('button', { name: 'login' }));
    expect(runtime.env.login).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual({
      name: '王小明',
      handset: '13800138000',
    });
    first.unmount();

    // Back from login: a new document, the same tab.
    const back = show(runtime);
    await act(async () => {});
    expect((back.getByLabelText('name') as HTMLInputElement).value).toBe('王小明');
    expect((back.getByLabelText('handset') as HTMLInputElement).value).toBe('13800138000');
    expect((back.getByLabelText('code') as HTMLInputElement).value).toBe('');
  });

  it('forgets them after a successful submit', async () => {
    const runtime = createFakeRuntime({ page: { code: 'stockHold' } });
    const first = show(runtime);
    fireEvent.change(first.getByLabelText('name'), { target: { value: '王小明' } });
    fireEvent.click(first.getByRole('button', { name: 'login' }));
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    fireEvent.click(first.getByRole('button', { name: 'done' }));
    expect(sessionStorage.getItem(KEY)).toBeNull();
    first.unmount();
    const again = show(runtime);
    await act(async () => {});
    expect((again.getByLabelText('name') as HTMLInputElement).value).toBe('');
  });

  it('never restores a stored code or a foreign field, and keeps forms of other pages apart', async () => {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ name: '李四', code: '654321', admin: 'yes', handset: 42 }),
    );
    const other = show(createFakeRuntime({ page: { code: 'sxkh' } }));
    await act(async () => {});
    expect((other.getByLabelText('name') as HTMLInputElement).value).toBe('');
    other.unmount();
    const here = show(createFakeRuntime({ page: { code: 'stockHold' } }));
    await act(async () => {});
    expect((here.getByLabelText('name') as HTMLInputElement).value).toBe('李四');
    expect((here.getByLabelText('code') as HTMLInputElement).value).toBe('');
    expect((here.getByLabelText('handset') as HTMLInputElement).value).toBe('');
  });
});
