import { API_PATHS } from './constants/gateway.ts';
import type { Block } from './page.ts';

/** A gateway read whose answer is the same for every visitor (no token), keyed by path and query. */
export interface PublicRead {
  path: string;
  query: Readonly<Record<string, string | number | undefined>>;
}

/** The read's key: its path and query string, keys sorted, absent values left out. */
export function publicReadKey(read: PublicRead): string {
  const query = new URLSearchParams();
  for (const name of Object.keys(read.query).sort()) {
    const value = read.query[name];
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${read.path}?${search}` : read.path;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The course block's read: the live calendar (`days` from today) or the video list. */
export function courseRead(value: Record<string, unknown>): PublicRead {
  if (value.view === 'videos') {
    return {
      path: API_PATHS.VIDEO_LIST,
      query: {
        category: text(value.category) || undefined,
        limit: typeof value.limit === 'number' ? value.limit : undefined,
      },
    };
  }
  return {
    path: API_PATHS.LIVE_ACTIVITIES_CALENDAR,
    query: { days: typeof value.days === 'number' ? value.days : undefined },
  };
}

/** The product cards' read: the products of a topic or of listed codes; none when neither. */
export function productCardRead(value: Record<string, unknown>): PublicRead | null {
  const topic = text(value.topic);
  const codes = text(value.codes).replace(/\s+/g, '');
  if (!topic && !codes) return null;
  return {
    path: API_PATHS.TOPIC_PRODUCTS,
    query: { topic: topic || undefined, codes: codes || undefined },
  };
}

const READS: Partial<Record<string, (value: Record<string, unknown>) => PublicRead | null>> = {
  course: courseRead,
  productCard: productCardRead,
};

/**
 * The public reads of a page's blocks, children included, each once: the server makes them while
 * rendering and inlines the answers, so these blocks render filled on the server and hydrate
 * without a second request or a layout shift.
 */
export function publicReadsOf(blocks: readonly Block[]): PublicRead[] {
  const reads = new Map<string, PublicRead>();
  const walk = (list: readonly Block[]) => {
    for (const block of list) {
      const read = READS[block.name]?.(block.value ?? {});
      if (read) reads.set(publicReadKey(read), read);
      if (Array.isArray(block.children)) walk(block.children);
    }
  };
  walk(blocks);
  return [...reads.values()];
}
