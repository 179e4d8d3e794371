import { storePlugin } from '../core/store-plugin.ts';
import { createArchiveRepository } from './archive-repository.ts';
import type { ArchiveRepository } from './archive-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTML each published version was sent with (`archive/`). */
    archives: ArchiveRepository;
  }
}

/** Decorates the version archives' repository, over the database plugin's connection. */
export const archiveStorePlugin = storePlugin('archive-store', 'archives', createArchiveRepository);
