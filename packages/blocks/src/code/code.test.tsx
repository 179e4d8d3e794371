import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { RuntimeProvider } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import Code from './code.tsx';
import { sanitizeHtml as sanitizeInBrowser } from './sanitize-browser.ts';

vi.mock('./sanitize-browser.ts', async (original) => {
  const module = await original<{ sanitizeHtml: (html: string) => string }>();
  return { sanitizeHtml: vi.fn(module.sanitizeHtml) };
});
import { sanitizeHtml as sanitizeOnServer } from './sanitize-server.ts';
import { codeDefinition } from './index.ts';
import { expectValidDefinition } from '#test/check-definition.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const SNIPPET =
  '<p style="color:#cf2b24">新春<b>理财节</b></p>' +
  '<img src=x onerror="alert(1)">' +
  '<a href="javascript:alert(1)">点我</a>' +
  '<a href="https://www.example.com/open" target="_blank">开户</a>' +
  '<script>alert(2)</script>';

const CLEAN =
  '<p style="color:#cf2b24">新春<b>理财节</b></p>' +
  '<img src="x">' +
  '<a>点我</a>' +
  '<a href="https://www.example.com/open" target="_blank" rel="noopener noreferrer">开户</a>';

function element(html: string) {
  return (
    <RuntimeProvider value={createFakeRuntime()}>
      <Code value={{ html }} children={[]} path="page_schema[3]" />
    </RuntimeProvider>
  );
}

describe('code block', () => {
  it('renders the sanitized snippet: markup kept, scripts, handlers and javascript: links gone', async () => {
    const { container } = await act(async () => render(element(SNIPPET)));
    const box = container.querySelector('.h5-code')!;
    expect(box.innerHTML).toBe(CLEAN);
    expect(box.querySelector('script')).toBeNull();
    expect(box.querySelector('[onerror]')).toBeNull();
  });

  it('hydrates the server sanitizer markup without a mismatch and keeps it without the browser sanitizer', async () => {
    expect(sanitizeOnServer(SNIPPET)).toBe(CLEAN);
    // What the server build renders (its sanitizer is the jsdom one; the test build has none).
    const html = `<div class="h5-code">${CLEAN}</div>`;

    vi.mocked(sanitizeInBrowser).mockClear();
    const { container, root, errors, spy, unmount } = await hydrateHtml(html, element(SNIPPET));
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector('.h5-code')!.innerHTML).toBe(CLEAN);
    // The server's markup stays; the browser's sanitizer is not needed for it.
    expect(sanitizeInBrowser).not.toHaveBeenCalled();

    // A changed snippet is sanitized in the browser.
    await act(async () => root.render(element('<p onclick="alert(3)">二</p>')));
    await waitFor(() => expect(container.querySelector('.h5-code')!.innerHTML).toBe('<p>二</p>'));
    expect(sanitizeInBrowser).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('renders an empty box for an empty or missing snippet', async () => {
    const { container } = await act(async () => render(element(undefined as unknown as string)));
    expect(container.querySelector('.h5-code')!.innerHTML).toBe('');
  });

  it('follows a changed snippet', async () => {
    const { container, rerender } = await act(async () => render(element('<p>一</p>')));
    expect(container.querySelector('.h5-code')!.innerHTML).toBe('<p>一</p>');
    rerender(element('<p>二</p>'));
    expect(container.querySelector('.h5-code')!.innerHTML).toBe('<p>二</p>');
  });
});

describe('code block: a snippet past the HTML limits', () => {
  const DEEP = '<div>'.repeat(2_000) + '很深';

  it('is refused unread: visitors get an empty box, a preview says why, the rest renders', async () => {
    vi.mocked(sanitizeInBrowser).mockClear();
    const visit = await act(async () => render(element(DEEP)));
    expect(visit.container.querySelector('.h5-code')!.innerHTML).toBe('');
    expect(sanitizeInBrowser).not.toHaveBeenCalled();
    visit.unmount();

    const preview = createFakeRuntime({ page: { preview: true } });
    const { container } = await act(async () =>
      render(
        <RuntimeProvider value={preview}>
          <Code value={{ html: DEEP }} children={[]} path="page_schema[1]" />
          <Code value={{ html: '<p>其余照常</p>' }} children={[]} path="page_schema[2]" />
        </RuntimeProvider>,
      ),
    );
    const [refused, other] = container.querySelectorAll('.h5-code');
    expect(refused!.textContent).toBe('此处内容访客看不到：HTML 嵌套过深：标签最多嵌套 32 层');
    expect(other!.innerHTML).toBe('<p>其余照常</p>');
    // The deep snippet never reached the sanitizer; the other one did.
    expect(sanitizeInBrowser).toHaveBeenCalledTimes(1);
  });
});

describe('code definition', () => {
  it('has a valid default value and demo blocks (local images only)', () => {
    expectValidDefinition(codeDefinition);
  });
});

describe('code block links', () => {
  it('leave the page through the link action (its allow-list), never by themselves', async () => {
    const runtime = createFakeRuntime();
    const { container } = await act(async () =>
      render(
        <RuntimeProvider value={runtime}>
          <Code
            value={{
              html:
                '<a href="https://evil.example.net/x"><span>领取</span></a>' +
                '<a href="tel:02012345678">电话</a><a href="#part">目录</a>',
            }}
            children={[]}
            path="page_schema[3]"
          />
        </RuntimeProvider>,
      ),
    );
    const away = container.querySelector('span')!;
    const clicked = fireEvent.click(away);
    // The browser does not follow it: the dispatcher decides (and refuses an unlisted host).
    expect(clicked).toBe(false);
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 7, atext: 'https://evil.example.net/x' },
      { path: 'page_schema[3]', block: 'code' },
    );
    vi.mocked(runtime.actions.run).mockClear();
    expect(fireEvent.click(container.querySelector('a[href^="tel:"]')!)).toBe(true);
    expect(fireEvent.click(container.querySelector('a[href^="#"]')!)).toBe(true);
    expect(runtime.actions.run).not.toHaveBeenCalled();
  });
});
