import type { FastifyInstance } from 'fastify';
import { activityPagePath } from '@h5-page/schema/page-route';
import { VARIANT_COOKIE } from '@h5-page/schema/variants';
import { rulePacksStamp } from '@h5-page/blocks/compliance/rule-packs';
import type { ArchiveRepository } from './archive-repository.ts';
import { selfContained } from './self-contained.ts';
import type { AssetReader } from './self-contained.ts';

// A phone: the rendering most visitors get (a desktop visitor of an auto-fit page is redirected).
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** This site's files as a phone asks for them, read in process (no network, no listening socket). */
export function siteAssetReader(app: FastifyInstance): AssetReader {
  return async (path) => {
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-encoding': 'identity', 'user-agent': PHONE_UA },
    });
    if (answer.statusCode !== 200) return null;
    return { type: String(answer.headers['content-type'] ?? ''), body: answer.rawPayload };
  };
}

/**
 * Keeps what visitors were sent for each version: the first rendering of a version's page is its
 * archive. A publish, a rollback and a scheduled start render the page at once, so a version
 * is archived when it goes live even before any visitor comes.
 */
export function archiveCapture(app: FastifyInstance, archives: ArchiveRepository) {
  // Versions this process has archived or found archived: each is looked up once.
  const settled = new Set<number>();
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };
  const read = siteAssetReader(app);

  async function keep(versionId: number, html: string) {
    if (await archives.has(versionId)) return;
    await archives.keep(versionId, html, await selfContained(html, read), rulePacksStamp());
  }

  return {
    /** After a rendering of a published version's page at its own address. */
    rendered(versionId: number, html: string): void {
      if (settled.has(versionId)) return;
      settled.add(versionId);
      track(keep(versionId, html)).catch((error: unknown) => {
        // Tried again at the next rendering.
        settled.delete(versionId);
        app.log.warn({ err: error, versionId }, 'keeping the archive of a version failed');
      });
    },

    /**
     * Renders the page now (the version visitors see is archived by that rendering); a page
     * with A/B variants as its control, which is the one archived.
     */
    wentLive(code: string): void {
      track(
        app.pages.getPublished(code).then((live) => {
          const control = live?.page.variants?.[0]?.key;
          return app.inject({
            method: 'GET',
            url: activityPagePath(code),
            headers: {
              'user-agent': PHONE_UA,
              ...(control ? { cookie: `${VARIANT_COOKIE}=${control}` } : {}),
            },
          });
        }),
      ).catch((error: unknown) =>
        app.log.warn({ err: error, code }, 'rendering a page that went live failed'),
      );
    },

    /** Waits for the work under way (before the database closes). */
    async settle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
