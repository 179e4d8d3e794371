import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { RuntimeProvider } from '../runtime.ts';
import type { BlockRuntime } from '../runtime.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';
import { expectValidDefinition } from '#test/check-definition.ts';
import { hydrateHtml } from '#test/hydrate-html.ts';
import Text from './text.tsx';
import { textDefinition } from './index.ts';
import { sanitizeText as sanitizeInBrowser } from './sanitize-browser.ts';
import { sanitizeText as sanitizeOnServer } from './sanitize-server.ts';
import { textStyle } from './text-sanitize-config.ts';
import type { TextSanitize } from './text-sanitize-config.ts';

vi.mock('./sanitize-browser.ts', async (original) => {
  const module = await original<{ sanitizeText: TextSanitize }>();
  return { sanitizeText: vi.fn(module.sanitizeText) };
});

afterEach(() => {
  vi.restoreAllMocks();
});

const ALLOW_HOSTS = ['m.niu8.example'];

function element(html: unknown, runtime: BlockRuntime = createFakeRuntime()) {
  return (
    <RuntimeProvider value={runtime}>
      <Text value={{ html: html as string }} children={[]} path="page_schema[2]" />
    </RuntimeProvider>
  );
}

async function shown(html: string, runtime?: BlockRuntime): Promise<HTMLElement> {
  const { container } = await act(async () => render(element(html, runtime)));
  return container.querySelector<HTMLElement>('.h5-text')!;
}

describe('text block: the marks it keeps', () => {
  it('renders paragraphs with bold, italic, underline, colour, size, alignment and a link', async () => {
    const html =
      '<p style="text-align: center"><strong>持牌投顾</strong>，<em>先讲风险</em>，<u>回放随时看</u></p>' +
      '<p><span style="color: #cf2b24; font-size: 1.3em">5 折</span><br>' +
      '<a href="/h5-page/course">课表</a></p>';
    const box = await shown(html);
    expect(box.querySelector('p')!.style.textAlign).toBe('center');
    expect(box.querySelector('strong')!.textContent).toBe('持牌投顾');
    expect(box.querySelector('em')!.textContent).toBe('先讲风险');
    expect(box.querySelector('u')!.textContent).toBe('回放随时看');
    const span = box.querySelector('span')!;
    expect(span.style.color).toBe('rgb(207, 43, 36)');
    expect(span.style.fontSize).toBe('1.3em');
    expect(box.querySelector('br')).not.toBeNull();
    expect(box.querySelector('a')!.getAttribute('href')).toBe('/h5-page/course');
    expect(box.querySelector('a')!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('strips scripts, event handlers, javascript: links and every other tag and style', async () => {
    const box = await shown(
      '<p onclick="alert(1)" style="color: red; position: fixed; background: url(x.png)">一</p>' +
        '<script>alert(2)</script><img src=x onerror="alert(3)">' +
        '<a href="javascript:alert(4)">点我</a><a href="JaVaScRiPt:alert(5)">再点</a>' +
        '<h1 class="x" id="root">标题</h1><table><tr><td>表</td></tr></table>' +
        '<span style="font-size: 200px; color: expression(alert(6))">大</span>',
    );
    expect(box.innerHTML).toBe(
      '<p style="color: red">一</p><a>点我</a><a>再点</a>标题表<span>大</span>',
    );
    expect(box.querySelector('script, img, [onclick], [onerror], h1, table, [id], [class]')).toBe(
      null,
    );
  });

  it('refuses a link to another host, keeps one to an allowed host', async () => {
    const runtime = createFakeRuntime({ redirectAllowHosts: ALLOW_HOSTS });
    const box = await shown(
      '<p><a href="https://evil.example.net/x">领取</a>' +
        '<a href="//evil.example.net/y">再领</a>' +
        '<a href="https://m.niu8.example/open?from=text">开户</a></p>',
      runtime,
    );
    const links = box.querySelectorAll('a');
    expect(links[0]!.hasAttribute('href')).toBe(false);
    expect(links[1]!.hasAttribute('href')).toBe(false);
    expect(links[2]!.getAttribute('href')).toBe('https://m.niu8.example/open?from=text');
    // Without the host allowed, the same link is refused too.
    const strict = await shown('<a href="https://m.niu8.example/open">开户</a>');
    expect(strict.querySelector('a')!.hasAttribute('href')).toBe(false);
  });

  it('sends a tapped link through the link action, never follows it by itself', async () => {
    const runtime = createFakeRuntime();
    const box = await shown('<p><a href="/h5-page/course"><b>课表</b></a></p>', runtime);
    expect(fireEvent.click(box.querySelector('b')!)).toBe(false);
    expect(runtime.actions.run).toHaveBeenCalledWith(
      { type: 7, atext: '/h5-page/course' },
      { path: 'page_schema[2]', block: 'text' },
    );
  });

  it('renders an empty box for an empty or missing text', async () => {
    expect((await shown(undefined as unknown as string)).innerHTML).toBe('');
  });
});

describe('text block: server and browser', () => {
  const TEXT =
    '<p style="text-align:center;color:#cf2b24" onmouseover="x()">新春<b>理财</b>' +
    '<a href="https://m.niu8.example/a" target="_blank">开户</a><a href="https://x.test/">外链</a></p>';

  it('give the same string, so the server markup hydrates as it is', async () => {
    const clean = sanitizeOnServer(TEXT, ALLOW_HOSTS);
    expect(clean).toBe(sanitizeInBrowser(TEXT, ALLOW_HOSTS));
    expect(clean).toBe(
      '<p style="text-align: center; color: #cf2b24">新春<b>理财</b>' +
        '<a href="https://m.niu8.example/a" rel="noopener noreferrer">开户</a><a>外链</a></p>',
    );
    const runtime = createFakeRuntime({ redirectAllowHosts: ALLOW_HOSTS });
    vi.mocked(sanitizeInBrowser).mockClear();
    const { container, root, errors, spy, unmount } = await hydrateHtml(
      `<div class="h5-text">${clean}</div>`,
      element(TEXT, runtime),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
    expect(sanitizeInBrowser).not.toHaveBeenCalled();
    // A changed text is sanitized in the browser.
    await act(async () => root.render(element('<p onclick="x()">二</p>', runtime)));
    await waitFor(() => expect(container.querySelector('.h5-text')!.innerHTML).toBe('<p>二</p>'));
    unmount();
  });
});

describe('textStyle', () => {
  it('keeps colour, an em size and alignment only', () => {
    expect(textStyle('COLOR: rgb(207, 43, 36); font-size: 0.85em; text-align: Right')).toBe(
      'color: rgb(207, 43, 36); font-size: 0.85em; text-align: right',
    );
    expect(
      textStyle('color: red;/**/; font-size: 9em; text-align: middle; font-weight: bold'),
    ).toBe('color: red');
    expect(textStyle('color: re\\64; font-size: 12px')).toBe('');
  });
});

describe('text definition', () => {
  it('has a valid default value and demo block', () => {
    expectValidDefinition(textDefinition);
  });
});
