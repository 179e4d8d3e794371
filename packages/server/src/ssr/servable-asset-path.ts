/**
 * Whether a built-asset path (below the assets prefix, decoded, with its leading slash) is one
 * the server hands out: only its one spelling (no empty or dot segments, no backslash), nothing
 * in a dot-directory or dot-file (Vite's manifest names source paths), not the HTML template
 * (pages are rendered), and not a `.br`/`.gz` twin under its own name.
 */
export function servableAssetPath(pathName: string): boolean {
  const segments = pathName.split('/').slice(1);
  if (segments.length === 0) return false;
  for (const segment of segments) {
    if (segment === '' || segment.startsWith('.') || segment.includes('\\')) return false;
  }
  if (segments.length === 1 && segments[0]!.toLowerCase() === 'index.html') return false;
  return !/\.(br|gz)$/i.test(pathName);
}
