import { Component } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Block } from '@h5-page/schema/page';
import { ChunkLoadError, lazyChunk } from './load-chunk.ts';
import { blockRegistry } from './registry.ts';
import type { BlockRegistry } from './registry.ts';
import { RenderBlocks } from './render-blocks.tsx';
import { RuntimeProvider } from './runtime.ts';
import { renderToString } from 'react-dom/server';
import { hydrateHtml } from '#test/hydrate-html.ts';
import { createFakeRuntime } from '#test/fake-runtime.ts';

const registry = blockRegistry as Record<string, BlockRegistry['empty']>;
const saved = { ...registry };

afterEach(() => {
  for (const key of Object.keys(registry)) delete registry[key];
  Object.assign(registry, saved);
  vi.restoreAllMocks();
});

function register(name: string, component: (props: { value: never }) => ReactNode) {
  registry[name] = {
    component: lazyChunk(async () => ({ default: component })),
  } as unknown as BlockRegistry['empty'];
}

class Catcher extends Component<{ children: ReactNode }, { error: unknown }> {
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { error: null };
  }
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) return <p>page-level: {(this.state.error as Error).name}</p>;
    return this.props.children;
  }
}

const block = (name: string, value: Record<string, unknown> = {}): Block => ({
  name,
  value,
  children: [],
});

function renderBlocks(blocks: Block[]) {
  return render(
    <RuntimeProvider value={createFakeRuntime()}>
      <Catcher>
        <RenderBlocks blocks={blocks} />
      </Catcher>
    </RuntimeProvider>,
  );
}

describe('RenderBlocks', () => {
  it('skips an unknown block with a warning naming it and its path, and renders the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    register('first', () => <p>first block</p>);
    register('last', () => <p>last block</p>);
    renderBlocks([block('first'), block('first'), block('first'), block('mystery'), block('last')]);
    expect(await screen.findByText('last block')).toBeTruthy();
    expect(screen.getAllByText('first block')).toHaveLength(3);
    expect(warn).toHaveBeenCalledWith(
      '[h5-page] unknown block "mystery" at page_schema[3], skipped',
    );
  });

  it('isolates a crashing block: it renders nothing and logs, the other blocks stay', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    register('ok', () => <p>still here</p>);
    register('broken', () => {
      throw new Error('block bug');
    });
    renderBlocks([block('broken'), block('ok')]);
    expect(await screen.findByText('still here')).toBeTruthy();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[h5-page] block "broken" at page_schema[0] crashed',
        expect.objectContaining({ message: 'block bug' }),
      ),
    );
    expect(screen.queryByText(/page-level/)).toBeNull();
  });

  it('shows a retry in place of a block whose chunk failed, keeps the rest, and loads it on tap', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    registry.flaky = {
      component: lazyChunk<object>(() => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new ChunkLoadError('missing', 'no chunk'))
          : Promise.resolve({ default: () => <p>flaky block</p> });
      }),
    } as unknown as BlockRegistry['empty'];
    register('ok', () => <p>other</p>);
    renderBlocks([block('ok'), block('flaky')]);
    const retry = await screen.findByRole('button', { name: '点击重试' });
    // The page stays: the other block, and no page-level prompt.
    expect(screen.getByText('other')).toBeTruthy();
    expect(screen.queryByText(/page-level/)).toBeNull();
    // The ChunkLoadError was raised where the block renders, and reported.
    expect(logged.mock.calls.some(([, error]) => (error as Error)?.name === 'ChunkLoadError')).toBe(
      true,
    );
    fireEvent.click(retry);
    expect(await screen.findByText('flaky block')).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('passes value, children and path to the block', async () => {
    const seen = vi.fn();
    registry.probe = {
      component: lazyChunk(async () => ({
        default: (props: { value: unknown; children: Block[]; path: string }) => {
          seen(props);
          return <p>probe</p>;
        },
      })),
    } as unknown as BlockRegistry['empty'];
    const child = block('first');
    render(
      <RuntimeProvider value={createFakeRuntime()}>
        <RenderBlocks
          blocks={[{ name: 'probe', value: { a: 1 }, children: [child] }]}
          path="page_schema[2].children"
        />
      </RuntimeProvider>,
    );
    await screen.findByText('probe');
    expect(seen).toHaveBeenCalledWith({
      value: { a: 1 },
      children: [child],
      path: 'page_schema[2].children[0]',
      priority: false,
      firstScreen: false,
    });
  });

  it('tells the blocks at the priority indices that they are on the first screen', async () => {
    const seen = vi.fn();
    registry.probe = {
      component: lazyChunk(async () => ({
        default: (props: { path: string; priority: boolean }) => {
          seen(props.path, props.priority);
          return <p>probe</p>;
        },
      })),
    } as unknown as BlockRegistry['empty'];
    render(
      <RuntimeProvider value={createFakeRuntime()}>
        <RenderBlocks blocks={[block('probe'), block('probe')]} priority={new Set([0])} />
      </RuntimeProvider>,
    );
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(2));
    expect(seen).toHaveBeenCalledWith('page_schema[0]', true);
    expect(seen).toHaveBeenCalledWith('page_schema[1]', false);
  });

  it('keeps the blocks outside hydrateFirst waiting, without loading their code, until released', async () => {
    register('top', () => <p>top block</p>);
    const importer = vi.fn(async () => ({ default: () => <p>later block</p> }));
    registry.later = { component: lazyChunk(importer) } as unknown as BlockRegistry['empty'];
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    const until = vi.fn((_index: number) => later);
    render(
      <RuntimeProvider value={createFakeRuntime()}>
        <RenderBlocks
          blocks={[block('top'), block('later')]}
          hydrateFirst={{ indices: new Set([0]), until }}
        />
      </RuntimeProvider>,
    );
    await screen.findByText('top block');
    expect(screen.queryByText('later block')).toBeNull();
    expect(importer).not.toHaveBeenCalled();
    expect(until.mock.calls.every(([index]) => index === 1)).toBe(true);
    release();
    await screen.findByText('later block');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders a held block with its whole value once released, where the list held a stub', async () => {
    register('top', () => <p>top block</p>);
    register('said', ({ value }: { value: { words?: string } }) => <p>{value.words ?? '(空)'}</p>);
    let release = () => {};
    const later = new Promise<void>((resolve) => (release = resolve));
    const whole = { name: 'said', value: { words: '名额有限' }, children: [] };
    let arrived = false;
    render(
      <RuntimeProvider value={createFakeRuntime()}>
        <RenderBlocks
          blocks={[block('top'), block('said')]}
          hydrateFirst={{
            indices: new Set([0]),
            until: () => later,
            whole: (index) => (arrived && index === 1 ? whole : undefined),
          }}
        />
      </RuntimeProvider>,
    );
    await screen.findByText('top block');
    arrived = true;
    release();
    expect(await screen.findByText('名额有限')).toBeTruthy();
    expect(screen.queryByText('(空)')).toBeNull();
  });

  it('renders a placeholder while a block chunk loads', async () => {
    let resolve!: (module: { default: () => ReactNode }) => void;
    registry.slow = {
      component: lazyChunk<object>(() => new Promise((r) => (resolve = r))),
    } as unknown as BlockRegistry['empty'];
    const { container } = renderBlocks([block('slow')]);
    expect(container.querySelector('.h5-block-pending')).not.toBeNull();
    resolve({ default: () => <p>arrived</p> });
    expect(await screen.findByText('arrived')).toBeTruthy();
  });
  it('tells the blocks at the first-screen indices that they are seen without scrolling', async () => {
    const seen = vi.fn();
    registry.place = {
      component: lazyChunk(async () => ({
        default: (props: { path: string; priority: boolean; firstScreen: boolean }) => {
          seen(props.path, props.priority, props.firstScreen);
          return <p>place</p>;
        },
      })),
    } as unknown as BlockRegistry['empty'];
    render(
      <RuntimeProvider value={createFakeRuntime()}>
        <RenderBlocks
          blocks={[block('place'), block('place'), block('place')]}
          priority={new Set([0])}
          firstScreen={new Set([0, 1])}
        />
      </RuntimeProvider>,
    );
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(3));
    expect(seen).toHaveBeenCalledWith('page_schema[0]', true, true);
    expect(seen).toHaveBeenCalledWith('page_schema[1]', false, true);
    expect(seen).toHaveBeenCalledWith('page_schema[2]', false, false);
  });

  describe('a static block (schema static-blocks.ts)', () => {
    const serverBlocks = [
      block('image', { url: '/banner.png', alt: '横幅' }),
      block('divider', {}),
      block('text', { html: '<p>活动说明</p>' }),
    ];

    async function serverHtml(blocks: Block[]) {
      const runtime = createFakeRuntime();
      // The server's render, with every chunk here (the prerender awaits them).
      await Promise.all(blocks.map((each) => registry[each.name]!.component.preload()));
      return renderToString(
        <RuntimeProvider value={runtime}>
          <RenderBlocks blocks={blocks} staticBlocks="rendered" />
        </RuntimeProvider>,
      );
    }

    it('sits in an element of its own in a page’s list, and like any block in a container’s', async () => {
      const { container } = render(
        <RuntimeProvider value={createFakeRuntime()}>
          <div className="page">
            <RenderBlocks blocks={[block('divider', {})]} staticBlocks="rendered" />
          </div>
          <div className="container">
            <RenderBlocks blocks={[block('divider', {})]} />
          </div>
        </RuntimeProvider>,
      );
      await waitFor(() =>
        expect(container.querySelector('.page > .h5-static > .h5-divider')).not.toBeNull(),
      );
      await waitFor(() =>
        expect(container.querySelector('.container > .h5-divider')).not.toBeNull(),
      );
    });

    it('keeps the server HTML when hydrating, without its code or a mismatch', async () => {
      const html = await serverHtml(serverBlocks);
      expect(html).toContain('class="h5-static"');
      // From here on, a chunk asked for is a chunk loaded in the browser.
      const importers = serverBlocks.map((each) => {
        const importer = vi.fn(async () => ({ default: () => <p>hydrated {each.name}</p> }));
        registry[each.name] = {
          component: lazyChunk(importer),
        } as unknown as BlockRegistry['empty'];
        return importer;
      });
      const hydrated = await hydrateHtml(
        html,
        <RuntimeProvider value={createFakeRuntime()}>
          <RenderBlocks blocks={serverBlocks} staticBlocks="kept" />
        </RuntimeProvider>,
      );
      try {
        const asParsed = document.createElement('div');
        asParsed.innerHTML = html;
        expect(hydrated.container.innerHTML).toBe(asParsed.innerHTML);
        // A later render of the page (new runtime, new props) leaves it as it is too.
        await act(async () =>
          hydrated.root.render(
            <RuntimeProvider value={createFakeRuntime()}>
              <RenderBlocks
                blocks={serverBlocks.map((each) => ({ ...each }))}
                staticBlocks="kept"
              />
            </RuntimeProvider>,
          ),
        );
        expect(hydrated.container.innerHTML).toBe(asParsed.innerHTML);
        expect(hydrated.container.querySelector('.h5-static .h5-divider-line')).not.toBeNull();
        for (const importer of importers) expect(importer).not.toHaveBeenCalled();
        expect(hydrated.errors).not.toHaveBeenCalled();
        expect(hydrated.spy).not.toHaveBeenCalled();
      } finally {
        hydrated.unmount();
      }
    });

    it('an image with an action, or a text with a link, is interactive and hydrates with its code', async () => {
      const blocks = [
        block('image', {
          url: '/banner.png',
          alt: '横幅',
          action: { type: 7, atext: '/h5-page/h5/a' },
        }),
        block('text', { html: '<p><a href="/h5-page/h5/a">规则</a></p>' }),
      ];
      const html = await serverHtml(blocks);
      expect(html).not.toContain('h5-static');
      const modules: Record<string, () => Promise<{ default: () => ReactNode }>> = {
        image: () => import('./image/image.tsx') as never,
        text: () => import('./text/text.tsx') as never,
      };
      const importers = blocks.map((each) => {
        const importer = vi.fn(modules[each.name]!);
        registry[each.name] = {
          component: lazyChunk(importer),
        } as unknown as BlockRegistry['empty'];
        return importer;
      });
      const hydrated = await hydrateHtml(
        html,
        <RuntimeProvider value={createFakeRuntime()}>
          <RenderBlocks blocks={blocks} staticBlocks="kept" />
        </RuntimeProvider>,
      );
      try {
        for (const importer of importers) expect(importer).toHaveBeenCalled();
      } finally {
        hydrated.unmount();
      }
    });
  });
});
