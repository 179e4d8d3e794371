// Imported first by builder tests, before antd or Puck load: both measure the window and watch
// media queries as they load, and jsdom lays nothing out. The queries are answered as a desktop
// window 1440 px wide would answer them (the builder's own screen), so antd's grid and tables take
// their desktop shape; any query that is not about the width does not match.
const WIDTH = 1440;

function widthMatches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, pixels]) =>
    bound === 'min' ? WIDTH >= Number(pixels) : WIDTH <= Number(pixels),
  );
}

window.matchMedia ??= ((query: string) => ({
  matches: widthMatches(query),
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
