import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { adminAnswer } from '#test/admin-app.tsx';
import { stubAdminFetch } from '#test/stub-admin-fetch.ts';
import { useDraftSaver } from './draft-saver.ts';
import type { PageFile } from '../shared/page-data.ts';

const page = (title: string): PageFile => ({
  code: 'p1',
  title,
  meta: { keywords: '', description: '' },
  background: '',
  is_auto_fit: 0,
  extra: {},
  page_schema: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('whether a change is still unsaved', () => {
  it('is known at once after an edit, before the render that sets dirty, and cleared by its save', async () => {
    const sent: unknown[] = [];
    stubAdminFetch((request) => {
      if (request.method !== 'PUT') return undefined;
      sent.push(request.body);
      return adminAnswer({ revision: 2, updated_at: '2026-11-27T10:00:00.000Z' });
    });
    const { result } = renderHook(() => useDraftSaver({ code: 'p1', delayMs: 60_000 }));
    act(() => result.current.loaded(1, page('第一稿')));
    expect(result.current.unsaved()).toBe(false);

    // An action taken in the same turn as the edit reads the saver it rendered with: `dirty` of
    // that render is still false, and only `unsaved()` tells the truth.
    const rendered = result.current;
    let unsavedAtOnce = false;
    act(() => {
      rendered.changed(page('第二稿'));
      unsavedAtOnce = rendered.unsaved();
    });
    expect(rendered.dirty).toBe(false);
    expect(unsavedAtOnce).toBe(true);

    await act(async () => {
      await result.current.save();
    });
    expect(sent).toEqual([page('第二稿')]);
    expect(result.current.unsaved()).toBe(false);
    expect(result.current.dirty).toBe(false);
  });
});
