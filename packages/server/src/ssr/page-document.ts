import type { ActivityPage, InlinedPageData } from '@h5-page/schema';
import { autoFitScriptTag } from '@h5-page/schema/auto-fit-script';
import { firstScreen, styledAtFirstPaint } from '@h5-page/schema/first-screen';
import { inlinedFirstScreen } from '@h5-page/schema/later-blocks';
import { H5_BASENAME } from '@h5-page/schema/page-route';
import { interactiveBlocks } from '@h5-page/schema/static-blocks';
import { inlineScriptHashes } from '../core/script-hashes.ts';
import { collectBlockNames } from './collect-block-names.ts';
import { imagePreloadTags } from './image-preload-tags.ts';
import type { VisitorBundle } from './visitor-bundle.ts';

export interface PageDocument {
  html: string;
  /** The Content-Security-Policy naming the document's inline scripts by hash. */
  policy: string;
}

export interface PageDocuments {
  /**
   * The whole document for a render of `pathname`: the template filled with the app, its data
   * and its head.
   */
  build(
    rendered: { html: string; head: string },
    data: InlinedPageData,
    page: ActivityPage | null,
    pathname: string,
  ): PageDocument;
  /** The policy of a document with no inline script of its own (a notice). */
  readonly plainPolicy: string;
}

/** Stands for the auto-fit script in a policy's key: its text, and so its hash, never changes. */
const AUTO_FIT_MARK = autoFitScriptTag({ code: 'x', is_auto_fit: 1 });

/**
 * Inline scripts are named by hash, not by a per-response nonce: the server writes only the
 * template's and the boot script, so a cached rendering leaves as the same bytes (compressed
 * once) for every visitor, and content-made scripts still match no hash.
 */
export function pageDocuments(
  bundle: VisitorBundle,
  policy: (inlineScripts: readonly string[]) => string,
): PageDocuments {
  const { template } = bundle;
  const templateScripts = inlineScriptHashes(template);
  // One policy per set of the server's own scripts (the boot script, one per set of first-screen
  // blocks, and the auto-fit script, the same text on every page), made once.
  const policies = new Map<string, string>();
  const policyFor = (ownScripts: string) => {
    let header = policies.get(ownScripts);
    if (header === undefined) {
      header = policy([...templateScripts, ...inlineScriptHashes(ownScripts)]);
      policies.set(ownScripts, header);
    }
    return header;
  };
  return {
    plainPolicy: policy([]),
    build(rendered, data, page, pathname) {
      const blocks = page?.page_schema ?? [];
      const screen = firstScreen(blocks);
      // A static block's code is never loaded: only the interactive ones' is fetched early.
      const bootTag = bundle.bootTagFor(
        collectBlockNames(interactiveBlocks(screen.blocks)),
        pathname,
      );
      // A desktop visitor of an auto-fit page leaves for its desktop rendering before anything
      // paints, decided in the browser: the HTML is the same whoever asks (a shared cache keeps it).
      const autoFit =
        page && !data.preview && pathname.startsWith(`${H5_BASENAME}/`)
          ? autoFitScriptTag(page)
          : '';
      const head =
        autoFit +
        rendered.head +
        imagePreloadTags(screen.imageUrls) +
        bundle.stylesFor(
          collectBlockNames(styledAtFirstPaint(blocks)),
          collectBlockNames(blocks),
          pathname,
        ) +
        bootTag;
      // The HTML is whole; the data of the blocks past the first screen is fetched when needed.
      const inlined = inlinedFirstScreen(data);
      const html = template
        .replace('<!--app-head-->', () => head)
        .replace('<!--app-html-->', () => rendered.html)
        .replace('<!--app-data-->', () => bundle.entry.inlineDataScript(inlined));
      return { html, policy: policyFor(autoFit ? AUTO_FIT_MARK + bootTag : bootTag) };
    },
  };
}
