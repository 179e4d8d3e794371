import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { adminAnswer } from '#test/admin-app.tsx';
import { openPageList } from '#test/open-page-list.tsx';
import { stubAdminFetch } from '#test/stub-admin-fetch.ts';

// The import reads the file with Blob#text, which jsdom lacks.
vi.hoisted(() => {
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
});

interface Call {
  method: string;
  path: string;
}

/** The admin API: one page, `spring`, exists. */
function fakeServer() {
  const calls: Call[] = [];
  stubAdminFetch(({ method, path, url }) => {
    calls.push({ method, path });
    if (path === '/admin/api/pages' && method === 'GET') {
      const page = {
        code: 'spring',
        title: '春季',
        status: 'draft',
        updated_at: '2026-11-25T06:00:00.000Z',
        updated_by: 'admin2',
        live_version: null,
      };
      const q = url.searchParams.get('q') ?? '';
      return adminAnswer({ pages: page.code.includes(q) ? [page] : [] });
    }
    if (method === 'PUT') {
      return adminAnswer({
        code: path.split('/').at(-1),
        revision: 2,
        updated_at: '',
        updated_by: 'admin',
      });
    }
    return undefined;
  });
  return calls;
}

const pageFile = (code: string) =>
  new File([JSON.stringify({ code, title: '导入的页面', page_schema: [] })], `${code}.json`, {
    type: 'application/json',
  });

const importFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('importing a page file', { timeout: 180_000 }, () => {
  it('asks before replacing the draft of a page whose code exists', async () => {
    const calls = fakeServer();
    openPageList();
    await screen.findByText('春季');
    importFile(pageFile('spring'));
    expect(await screen.findAllByText('页面 spring 已存在，替换它的草稿？')).not.toHaveLength(0);
    expect(puts(calls)).toEqual([]);
    fireEvent.click(screen.getAllByText('取 消')[0]!);
    expect(puts(calls)).toEqual([]);

    importFile(pageFile('spring'));
    // The cancelled dialog may linger while it animates out: the newest is the last.
    await waitFor(() => expect(screen.getAllByText('替换草稿')).toHaveLength(2));
    fireEvent.click(screen.getAllByText('替换草稿').at(-1)!);
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ method: 'PUT', path: '/admin/api/pages/spring' }]),
    );
  });

  it('imports a new code at once', async () => {
    const calls = fakeServer();
    openPageList();
    await screen.findByText('春季');
    importFile(pageFile('autumn'));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ method: 'PUT', path: '/admin/api/pages/autumn' }]),
    );
    expect(screen.queryByText(/已存在/)).toBeNull();
  });
});
