import { createRequire } from 'node:module';

// jsdom's getComputedStyle matches every rule of every style sheet against the element through one
// selector engine (nwsapi) per document, whose compiled selectors sit in a cache of 1,000 entries
// that forgets the oldest first. antd's styles hold a few thousand selectors, walked in the same
// order at each call: every call compiled every one of them again. That was three quarters of a
// builder screen's test time, spent in role queries' visibility checks and antd's own measuring.

interface SelectorEngine {
  match(selector: string, element: Element): boolean;
  configure(options: Record<string, boolean>): unknown;
}

type EngineFactory = (global: { document: Document; DOMException: unknown }) => SelectorEngine;

const fromJsdom = createRequire(createRequire(import.meta.url).resolve('jsdom'));
const nwsapi = fromJsdom('nwsapi') as EngineFactory;
const idlUtils = fromJsdom('./jsdom/living/generated/utils.js') as {
  implForWrapper(wrapper: unknown): Record<string, unknown> | null;
};

/**
 * Hands the style matching of `document` to `engines` selector engines, each selector always to
 * the same one, so that together they keep `engines` × 1,000 compiled selectors. Matching itself is
 * nwsapi's, configured as jsdom configures its own (jsdom/living/helpers/selectors.js).
 */
export function spreadStyleMatching(document: Document, engines = 16): void {
  const impl = idlUtils.implForWrapper(document);
  if (!impl) throw new Error('jsdom-style-matching: this document is not one of jsdom’s');
  const view = document.defaultView as (Window & { DOMException: unknown }) | null;
  if (!view) throw new Error('jsdom-style-matching: the document has no window');
  const pool = Array.from({ length: engines }, () => {
    const engine = nwsapi({ document, DOMException: view.DOMException });
    engine.configure({ LOGERRORS: false, VERBOSITY: false, IDS_DUPES: true, MIXEDCASE: true });
    return engine;
  });
  // Each selector goes to the next engine in turn the first time it is seen, and there ever after.
  const engineOf = new Map<string, SelectorEngine>();
  // jsdom's style cascade asks `_nwsapiDontThrow.match(selector, element)` and makes that engine
  // only when the document has none yet.
  impl._nwsapiDontThrow = {
    // A rule jsdom's CSS parser could not read has no selector text: nwsapi reads it as a string.
    match: (selector: string | undefined, element: Element) => {
      const key = String(selector);
      let engine = engineOf.get(key);
      if (!engine) engineOf.set(key, (engine = pool[engineOf.size % engines]!));
      return engine.match(key, element);
    },
  };
}
