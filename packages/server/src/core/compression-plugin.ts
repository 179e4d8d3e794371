import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses HTML, JSON and other text answers of at least 1 kB (brotli, else gzip) with
 * `Vary: Accept-Encoding`. Answers already encoded (built assets sent as their `.br`/`.gz` files,
 * cached rendered pages) keep their encoding: nothing is compressed twice.
 */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}

export const compressionPlugin = fp(compression, { name: 'compression', fastify: '5.x' });
