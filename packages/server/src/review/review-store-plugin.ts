import { storePlugin } from '../core/store-plugin.ts';
import { createReviewRepository } from './review-repository.ts';
import type { ReviewRepository } from './review-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests to publish and their decisions (`review/`). */
    reviews: ReviewRepository;
  }
}

/** Decorates the review requests' repository, over the database plugin's connection. */
export const reviewStorePlugin = storePlugin('review-store', 'reviews', createReviewRepository);
