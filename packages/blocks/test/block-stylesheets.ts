import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not a URL: jsdom's URL class, global in these tests, turns no URL into a file path.
const SRC = join(dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Puts block stylesheets (paths under `blocks/src`) into jsdom's document, which Vitest leaves
 * without them: jsdom cascades their declarations into `getComputedStyle`, though it lays nothing
 * out. Returns what takes them out again.
 */
export function addBlockStylesheets(...paths: string[]): () => void {
  const styles = paths.map((path) => {
    const style = document.createElement('style');
    style.textContent = readFileSync(join(SRC, path), 'utf8');
    document.head.append(style);
    return style;
  });
  return () => styles.forEach((style) => style.remove());
}

/**
 * The styles of `root` and everything in it that cut text off instead of wrapping it: one line
 * kept (`white-space: nowrap`), an ellipsis, a line clamp, or a fixed height over hidden overflow.
 */
export function clippingStyles(root: Element): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const style = getComputedStyle(element);
    const name = `<${element.tagName.toLowerCase()} class="${element.className}">`;
    if (['nowrap', 'pre'].includes(style.whiteSpace))
      found.push(`${name} white-space: ${style.whiteSpace}`);
    if (style.textOverflow === 'ellipsis') found.push(`${name} text-overflow: ellipsis`);
    const clamp = style.getPropertyValue('-webkit-line-clamp');
    if (clamp && clamp !== 'none') found.push(`${name} -webkit-line-clamp: ${clamp}`);
    const hidden = [style.overflow, style.overflowX, style.overflowY].some((v) =>
      ['hidden', 'clip'].includes(v),
    );
    if (hidden && style.height && style.height !== 'auto')
      found.push(`${name} height: ${style.height} with overflow hidden`);
  }
  return found;
}
