import { rememberedAnswers } from '../shared/remembered-answers.ts';
import { refusedHtml } from '../shared/sanitized-html.ts';
import type { SanitizedHtml } from '../shared/sanitized-html.ts';

/**
 * Sanitizes a snippet off the render's thread (the server's worker): resolves to safe HTML, or to
 * a refusal when sanitizing took longer than its time limit.
 */
export type SnippetSanitizer = (html: string) => Promise<SanitizedHtml>;

let provided: SnippetSanitizer | null = null;
const answers = rememberedAnswers<SanitizedHtml>();

/**
 * The server that renders says how snippets are sanitized (a worker thread of its own, which
 * loads jsdom beside the server's start instead of in the way of its first page); without one,
 * the jsdom sanitizer is loaded here, on first use.
 */
export function provideServerSanitizer(sanitizer: SnippetSanitizer | null): void {
  provided = sanitizer;
  answers.clear();
}

/**
 * The code block's sanitized snippet on the server: the same promise for the same snippet. One
 * past the HTML limits is refused before any sanitizer sees it (a page stored before them).
 */
export function sanitizeOnServer(html: string): Promise<SanitizedHtml> {
  return answers.get(html, async () => {
    const refused = refusedHtml(html);
    if (refused) return refused;
    if (provided) return provided(html);
    const { sanitizeHtml } = await import('./sanitize-server.ts');
    return { html: sanitizeHtml(html) };
  });
}
