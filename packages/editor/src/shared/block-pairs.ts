import type { Block } from '@h5-page/schema/page';

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** JSON with object keys sorted: two values are the same when these are. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}
export const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export const asBlocks = (v: unknown): Block[] =>
  Array.isArray(v) ? v.filter((b): b is Block => isRecord(b) && typeof b.name === 'string') : [];

/** How much two blocks of one name have in common: their equal fields, and equal children. */
function likeness(a: Block, b: Block): number {
  const av = isRecord(a.value) ? a.value : {};
  const bv = isRecord(b.value) ? b.value : {};
  let score = 0;
  for (const key of Object.keys(bv)) if (key in av && same(av[key], bv[key])) score += 1;
  if ((a.children?.length ?? 0) > 0 && same(a.children, b.children)) score += 1;
  return score;
}

/**
 * Which block of the older list each block of the newer one is (before index, after index):
 * first those that are the same, then one of the same kind most like it. Blocks carry no ids, so
 * content is what follows a block about.
 */
export function pairBlocks(before: Block[], after: Block[]): [number, number][] {
  const pairs: [number, number][] = [];
  const usedBefore = new Set<number>();
  const pairedAfter = new Set<number>();
  const byContent = new Map<string, number[]>();
  before.forEach((block, i) => {
    const key = canonical(block);
    byContent.set(key, [...(byContent.get(key) ?? []), i]);
  });
  after.forEach((block, j) => {
    const free = byContent.get(canonical(block));
    const i = free?.shift();
    if (i === undefined) return;
    pairs.push([i, j]);
    usedBefore.add(i);
    pairedAfter.add(j);
  });
  after.forEach((block, j) => {
    if (pairedAfter.has(j)) return;
    let best: { i: number; score: number } | null = null;
    before.forEach((candidate, i) => {
      if (usedBefore.has(i) || candidate.name !== block.name) return;
      const score = likeness(candidate, block);
      if (score === 0 && i !== j) return;
      const better =
        !best ||
        score > best.score ||
        (score === best.score && Math.abs(i - j) < Math.abs(best.i - j));
      if (better) best = { i, score };
    });
    if (best) {
      const { i } = best;
      pairs.push([i, j]);
      usedBefore.add(i);
      pairedAfter.add(j);
    }
  });
  return pairs.sort((x, y) => x[1] - y[1]);
}

/** The pairs (in newer order) whose blocks kept their order: the longest run increasing in the older order. */
export function keptOrder(pairs: [number, number][]): Set<number> {
  const n = pairs.length;
  const length = Array.from({ length: n }, () => 1);
  const previous = Array.from({ length: n }, () => -1);
  for (let j = 0; j < n; j += 1) {
    for (let k = 0; k < j; k += 1) {
      if (pairs[k]![0] < pairs[j]![0] && length[k]! + 1 > length[j]!) {
        length[j] = length[k]! + 1;
        previous[j] = k;
      }
    }
  }
  let end = -1;
  for (let j = 0; j < n; j += 1) if (end < 0 || length[j]! > length[end]!) end = j;
  const kept = new Set<number>();
  for (let j = end; j >= 0; j = previous[j]!) kept.add(pairs[j]![1]);
  return kept;
}
