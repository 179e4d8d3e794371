import type { Block } from '@h5-page/schema/page';

/** Ids of the page's popups (at any depth), in page order. */
export function popupIds(blocks: readonly Block[]): string[] {
  const ids: string[] = [];
  const walk = (list: readonly Block[]) => {
    for (const block of list) {
      if (block.name === 'popup' && typeof block.value.id === 'string') {
        ids.push(block.value.id);
      }
      if (Array.isArray(block.children)) walk(block.children);
    }
  };
  walk(blocks);
  return ids;
}
