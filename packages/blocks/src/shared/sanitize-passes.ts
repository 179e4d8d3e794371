const BASE_TAG = /<(\/?)base(?=[\s/>])/gi;
/** A start tag, its quoted attribute values kept whole (a `>` inside one does not end it). */
const START_TAG = /<[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** An event-handler attribute's name (`onerror=`), preceded by what may precede an attribute. */
const HANDLER_ATTRIBUTE = /([\s"'/])on([a-z]+\s*=)/gi;

/** At most this many sanitizing passes (the output is usually stable after the second). */
const MAX_PASSES = 4;

/**
 * Runs a DOMPurify configuration (`pass`, which sanitizes the body of a standards-mode document)
 * the way the code and text blocks need it on both sides: a non-string or '' gives '', and the
 * output is passed again until it re-parses into itself.
 */
export function sanitizePasses(pass: (html: string) => string): (input: unknown) => string {
  return (input) => {
    if (typeof input !== 'string' || input === '') return '';
    // DOMPurify parses with DOMParser, whose document shares the page's CSP: a `<base>` there is
    // reported as a base-uri violation of the page, an `onerror=` as a script-src-attr one.
    // Renamed first, they are an unknown tag and an unknown attribute, and dropped.
    const html = input
      .replace(BASE_TAG, '<$1x-base')
      .replace(START_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1x-on$2'));
    // Some markup (a link or a paragraph around a table, foster-parented content) serializes to
    // HTML that parses into another tree; passes run until the output re-parses into itself, so
    // the page builds exactly the tree that was sanitized. Every pass's output is already safe.
    let clean = pass(html);
    for (let i = 1; i < MAX_PASSES; i += 1) {
      const again = pass(clean);
      if (again === clean) break;
      clean = again;
    }
    return clean;
  };
}
