import type { FastifyBaseLogger } from 'fastify';
import { ByteBoundedCache } from '../core/byte-bounded-cache.ts';
import type { EncodedDocument } from './encoded-document.ts';

/** A finished rendering, kept for the next visitors of the same address. */
export interface RenderedPage {
  status: number;
  document: EncodedDocument;
  /** The policy naming the document's own inline scripts by hash. */
  policy: string;
  /**
   * A digest of what the document shows: its bytes but the render's clock (which changes at each
   * render while the page stays the same), so an entity tag built on it holds across renders.
   */
  digest: string;
  renderedAt: number;
}

/**
 * Renderings reused for `maxAgeMs`: a burst of visitors costs one render per address per
 * period. Bounded by bytes as well as entries, so however many distinct addresses are asked,
 * memory stays within `maxBytes`. A stale rendering is still sent (the visitor never waits for a
 * render once one exists) while a single render refreshes it behind.
 */
export class RenderCache {
  readonly #cache: ByteBoundedCache<RenderedPage>;
  readonly #refreshing = new Set<string>();
  readonly #pending = new Map<string, Promise<RenderedPage>>();

  constructor(
    maxBytes: number,
    private readonly maxAgeMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#cache = new ByteBoundedCache<RenderedPage>(maxBytes, 2000);
  }

  get bytes(): number {
    return this.#cache.bytes;
  }

  /** The cached rendering of `key`, else a new one. */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const cached = this.#cache.get(key);
    if (cached && Date.now() - cached.renderedAt < this.maxAgeMs) return cached;
    if (cached) {
      if (!this.#refreshing.has(key)) {
        this.#refreshing.add(key);
        render()
          .then((fresh) => this.#store(key, fresh))
          .catch((error: unknown) => this.log.error({ err: error }, 'page render failed'))
          .finally(() => this.#refreshing.delete(key));
      }
      return cached;
    }
    // Visitors who arrive while the first render runs share it: one render, one set of bytes.
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = render()
        .then((rendered) => {
          this.#store(key, rendered);
          return rendered;
        })
        .finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return pending;
  }

  /** Drops every rendering whose key starts with `prefix` (a page just published). */
  dropPrefix(prefix: string): void {
    for (const key of this.#cache.keys()) if (key.startsWith(prefix)) this.#cache.delete(key);
  }

  #store(key: string, rendered: RenderedPage): void {
    this.#cache.set(key, rendered, rendered.document.bytes);
  }
}
