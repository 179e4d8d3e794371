/**
 * Blocks of one page that show the same portfolio (account, positions, records) refresh when
 * another of them places an order: a page-wide signal, no data.
 */
const listeners = new Set<() => void>();

export function onPortfolioChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function portfolioChanged(): void {
  for (const listener of [...listeners]) listener();
}
