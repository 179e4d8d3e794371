import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

export type ContentCoding = 'br' | 'gzip';

const CODINGS: ContentCoding[] = ['br', 'gzip'];
/** Below this, compressing costs more than it saves (as the compression plugin's threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function compress(coding: ContentCoding, bytes: Buffer): Promise<Buffer> {
  // Quality 7: within a tenth of brotli's best for a long page (the demo: 24.5 kB against 22.6
  // at 11 and 25.8 at 5) at about 5 ms per 160 kB, where 11 takes 160 ms. A hot page is rendered
  // again every htmlCacheMs, so the cost recurs; quality 11 is kept for the built files.
  return coding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 7,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipped(bytes, { level: 6 });
}

export interface EncodedDocument {
  readonly html: string;
  /**
   * The most memory this document can hold: the text (two bytes a character at worst), its
   * UTF-8 bytes and room for both compressed codings (never larger than the plain bytes).
   */
  readonly bytes: number;
  /**
   * The body for a request's `Accept-Encoding`: the coding chosen (null: sent as it is) and the
   * bytes, each coding compressed once for every visitor of this rendering.
   */
  body(acceptEncoding: string | undefined): Promise<{ coding: ContentCoding | null; body: Buffer }>;
}

/** A rendered document that many visitors receive as the same bytes. */
export function encodedDocument(html: string): EncodedDocument {
  const plain = Buffer.from(html, 'utf8');
  const encoded = new Map<ContentCoding, Promise<Buffer>>();
  return {
    html,
    bytes: html.length * 2 + plain.length * 3,
    async body(acceptEncoding) {
      const coding =
        plain.length >= MIN_BYTES && acceptEncoding ? negotiate(acceptEncoding, CODINGS) : null;
      if (!coding) return { coding: null, body: plain };
      let bytes = encoded.get(coding);
      if (!bytes) {
        bytes = compress(coding, plain);
        encoded.set(coding, bytes);
        // A failed compression is not kept: the next visitor tries again.
        bytes.catch(() => encoded.delete(coding));
      }
      return { coding, body: await bytes };
    },
  };
}
