import { storePlugin } from '../core/store-plugin.ts';
import { createChannelRepository } from './channel-repository.ts';
import type { ChannelRepository } from './channel-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The named channels of each page (`channels/`). */
    channels: ChannelRepository;
  }
}

/** Decorates the channels' repository, over the database plugin's connection. */
export const channelStorePlugin = storePlugin('channel-store', 'channels', createChannelRepository);
