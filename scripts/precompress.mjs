// Writes `<file>.br` and `<file>.gz` beside every compressible built file, once, at build time:
// the server then sends them by content negotiation and never compresses an asset per request.
import {
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  unlinkSync,
  existsSync,
} from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm|map)$/;

/** Compresses every compressible file under `dir` (recursively); returns the number written. */
export function precompressDir(dir) {
  if (!existsSync(dir)) return 0;
  let written = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      written += precompressDir(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    written += precompressFile(path);
  }
  return written;
}

/** Writes the .br and .gz of one file when they are smaller than it (stale ones are removed). */
export function precompressFile(path) {
  const source = readFileSync(path);
  const variants = [
    [
      '.br',
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ],
    ['.gz', gzipSync(source, { level: 9 })],
  ];
  let written = 0;
  for (const [ext, bytes] of variants) {
    if (bytes.length < source.length) {
      writeFileSync(path + ext, bytes);
      written += 1;
    } else if (existsSync(path + ext)) {
      unlinkSync(path + ext);
    }
  }
  return written;
}
