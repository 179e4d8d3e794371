import type { ActivityPage, InlinedPageData } from '@h5-page/schema';
import { firstScreen } from '@h5-page/schema/first-screen';
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
  // One policy per boot script (one per set of first-screen blocks), made once.
  const policies = new Map<string, string>();
  const policyFor = (bootTag: string) => {
    let header = policies.get(bootTag);
    if (header === undefined) {
      header = policy([...templateScripts, ...inlineScriptHashes(bootTag)]);
      policies.set(bootTag, header);
    }
    return header;
  };
  return {
    plainPolicy: policy([]),
    build(rendered, data, page, pathname) {
      const blocks = page?.page_schema ?? [];
      const screen = firstScreen(blocks);
      const bootTag = bundle.bootTagFor(collectBlockNames(screen.blocks), pathname);
      const head =
        rendered.head +
        imagePreloadTags(screen.imageUrls) +
        bundle.stylesFor(collectBlockNames(blocks), pathname) +
        bootTag;
      const html = template
        .replace('<!--app-head-->', () => head)
        .replace('<!--app-html-->', () => rendered.html)
        .replace('<!--app-data-->', () => bundle.entry.inlineDataScript(data));
      return { html, policy: policyFor(bootTag) };
    },
  };
}
