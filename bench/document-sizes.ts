import { request } from 'node:http';

export { FIRST_ROUND_TRIP_BYTES } from '@h5-page/server/ssr/first-round-trip';

export interface DocumentSize {
  path: string;
  /** The body as the server sent it to a phone asking for brotli (headers not counted). */
  bytes: number;
  encoding: string;
}

/** The document of `path` as sent: the server's own compression, counted before any decoding. */
function documentSize(origin: string, path: string, userAgent: string): Promise<DocumentSize> {
  return new Promise((resolve, reject) => {
    const sent = request(
      origin + path,
      { headers: { 'accept-encoding': 'br, gzip', 'user-agent': userAgent }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`${path}: HTTP ${response.statusCode}`));
          return;
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            path,
            bytes,
            encoding: String(response.headers['content-encoding'] ?? 'none'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** Each page's document as sent, one after another. */
export async function documentSizes(
  origin: string,
  paths: readonly string[],
  userAgent: string,
): Promise<DocumentSize[]> {
  const sizes: DocumentSize[] = [];
  for (const path of paths) sizes.push(await documentSize(origin, path, userAgent));
  return sizes;
}
