/** Where the server serves the builder: every route's path starts with it. */
const BASE = '/admin/';

/**
 * Every screen of the builder, once: its path below `/admin/`, a `:name` standing for one path
 * segment. The links (`routes`) and the match of an address (`matchRoute`) both read it, so a
 * link always opens the screen it names.
 */
const ROUTE_PATHS = {
  pageList: '',
  pageEditor: 'pages/:code',
  pageStats: 'pages/:code/stats',
  channelStats: 'pages/:code/stats/channel/:channel',
  channels: 'pages/:code/channels',
  experiment: 'pages/:code/experiment',
  allStats: 'stats',
  signups: 'signups',
  signupTable: 'signups/:table',
  reviews: 'reviews',
  review: 'reviews/:id',
  accounts: 'accounts',
  audit: 'audit',
  suitability: 'suitability',
  webhooks: 'webhooks',
} as const;

/** What a segment must be beyond non-empty, by its name in `ROUTE_PATHS`. */
const SEGMENT_RULES: Record<string, RegExp> = {
  id: /^\d{1,9}$/,
  table: /^[a-z_]+$/,
};

type RouteName = keyof typeof ROUTE_PATHS;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A link's arguments: one per `:name` of its path, in the path's order. */
type ParamList<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamList<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A matched address: the screen's name and its segments, decoded. */
export type Route = {
  [N in RouteName]: {
    name: N;
    params: { [K in ParamNames<(typeof ROUTE_PATHS)[N]>]: string };
  };
}[RouteName];

const segmentsOf = (name: RouteName): string[] =>
  ROUTE_PATHS[name] === '' ? [] : ROUTE_PATHS[name].split('/');

function link(name: RouteName, values: readonly string[]): string {
  let next = 0;
  const path = segmentsOf(name).map((segment) =>
    segment.startsWith(':') ? encodeURIComponent(values[next++] ?? '') : segment,
  );
  return BASE + path.join('/');
}

/** The address of each screen, for a link or `navigate`: `routes.pageEditor(code)`. */
export const routes = Object.fromEntries(
  (Object.keys(ROUTE_PATHS) as RouteName[]).map((name) => [
    name,
    (...values: string[]) => link(name, values),
  ]),
) as { [N in RouteName]: (...values: ParamList<(typeof ROUTE_PATHS)[N]>) => string };

function matchOne(name: RouteName, segments: readonly string[]): Route | null {
  const pattern = segmentsOf(name);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const segment = segments[i] ?? '';
    if (!part.startsWith(':')) {
      if (segment !== part) return null;
      continue;
    }
    let value: string;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    const key = part.slice(1);
    if (value === '' || !(SEGMENT_RULES[key]?.test(value) ?? true)) return null;
    params[key] = value;
  }
  return { name, params } as Route;
}

/** The screen an address names; the page list for any other address. */
export function matchRoute(pathname: string): Route {
  if (pathname.startsWith(BASE)) {
    const rest = pathname.slice(BASE.length);
    const segments = rest === '' ? [] : rest.split('/');
    for (const name of Object.keys(ROUTE_PATHS) as RouteName[]) {
      const route = matchOne(name, segments);
      if (route) return route;
    }
  }
  return { name: 'pageList', params: {} };
}
