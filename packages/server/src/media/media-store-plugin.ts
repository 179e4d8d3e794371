import { storePlugin } from '../core/store-plugin.ts';
import { createMediaRepository } from './media-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The media library: uploads and their names (`media/`). */
    media: ReturnType<typeof createMediaRepository>;
  }
}

/** Decorates the uploads' repository, over the database plugin's connection. */
export const mediaStorePlugin = storePlugin('media-store', 'media', createMediaRepository);
