import { get } from 'node:http';
import type { BenchRow } from './run.ts';

/** Body bytes as they come over the wire (not decoded). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let total = 0;
      response.on('data', (chunk: Buffer) => (total += chunk.length));
      response.on('end', () => resolve(total));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Bytes sent for a page's pictures as a phone asks for them (AVIF/WebP, brotli) versus the
 * originals (no Accept preference, no compression).
 */
export async function imageBytes(origin: string, path: string): Promise<BenchRow[]> {
  const html = await (await fetch(origin + path)).text();
  const urls = [
    ...new Set([...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? '')),
  ].filter((url) => url.startsWith('/'));
  let sent = 0;
  let original = 0;
  for (const url of urls) {
    sent += await wireBytes(origin + url, {
      accept: 'image/avif,image/webp,image/*,*/*;q=0.8',
      'accept-encoding': 'br',
    });
    original += await wireBytes(origin + url, { 'accept-encoding': 'identity' });
  }
  return [
    {
      name: `${path} pictures sent (${urls.length} files) / originals`,
      value: sent,
      unit: `of ${original} bytes`,
      ratio: original ? Number((sent / original).toFixed(2)) : undefined,
      baseline: 'original bytes',
    },
  ];
}
