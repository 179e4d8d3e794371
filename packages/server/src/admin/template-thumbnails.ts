import type { FastifyInstance } from 'fastify';
import type { ActivityPage } from '@h5-page/schema/page';
import { ByteBoundedCache } from '../core/byte-bounded-cache.ts';
import { pageThumbnail } from '../core/page-thumbnail.ts';
import { ownPictureLoader } from '../core/thumbnail-picture-loader.ts';
import { phoneCamera } from '../archive/phone-camera.ts';

/** Thumbnails kept in memory, one per page and draft revision. */
const THUMBNAIL_CACHE_BYTES = 16 * 1024 * 1024;

/** How a thumbnail was made: the page photographed on a phone, or drawn as a wireframe. */
export type ThumbnailKind = 'phone' | 'drawing';

export interface Thumbnail {
  kind: ThumbnailKind;
  type: 'image/jpeg' | 'image/svg+xml';
  body: Buffer;
  /**
   * False for a drawing made because the photograph failed: sent, but neither kept here nor
   * cached by the browser, so the next request tries the photograph again.
   */
  lasting: boolean;
}

/**
 * Template thumbnails (从模板新建): the draft rendered as its visitors would get it and
 * photographed on a 375-px phone, its first screen, where this server renders visitor pages and
 * has Chromium (`CHROMIUM_PATH`); elsewhere (a fresh machine, the tests) the wireframe that
 * `core/page-thumbnail.ts` draws. Kept per page and revision, and the browser closed with the app.
 */
export function templateThumbnails(app: FastifyInstance) {
  const kept = new ByteBoundedCache<Promise<Thumbnail>>(THUMBNAIL_CACHE_BYTES, 2000);
  const camera = phoneCamera(app.config.chromiumPath);
  const loadPicture = ownPictureLoader(app);
  app.addHook('onClose', () => camera.close());

  const drawing = async (page: ActivityPage, lasting: boolean): Promise<Thumbnail> => ({
    kind: 'drawing',
    type: 'image/svg+xml',
    body: Buffer.from(await pageThumbnail(page, loadPicture)),
    lasting,
  });

  async function make(page: ActivityPage): Promise<Thumbnail> {
    const render = app.renderPageFile;
    if (!render || !camera.ready()) return drawing(page, true);
    try {
      const photo = await camera.firstScreen(await render(page));
      return { kind: 'phone', type: 'image/jpeg', body: photo, lasting: true };
    } catch (error) {
      app.log.warn({ err: error, code: page.code }, 'photographing a template failed; drawn');
      return drawing(page, false);
    }
  }

  return {
    /** What a thumbnail asked for now will be: its ETag names it before it is made. */
    kind: (): ThumbnailKind => (app.renderPageFile && camera.ready() ? 'phone' : 'drawing'),

    /** The thumbnail of `page` as `version` (the page and its draft revision). */
    get(version: string, page: ActivityPage): Promise<Thumbnail> {
      let made = kept.get(version);
      if (!made) {
        const making = make(page);
        made = making;
        kept.set(version, making, 0);
        making.then(
          (thumbnail) => {
            if (kept.get(version) !== making) return;
            if (thumbnail.lasting) kept.set(version, making, thumbnail.body.length);
            else kept.delete(version);
          },
          () => kept.delete(version),
        );
      }
      return made;
    },
  };
}
