import { rememberedAnswers } from '../shared/remembered-answers.ts';
import { refusedHtml } from '../shared/sanitized-html.ts';
import type { SanitizedHtml } from '../shared/sanitized-html.ts';

/**
 * Sanitizes a text off the render's thread (the server's worker): resolves to safe HTML, or to a
 * refusal when sanitizing took longer than its time limit.
 */
export type TextSanitizer = (html: string, allowHosts: readonly string[]) => Promise<SanitizedHtml>;

let provided: TextSanitizer | null = null;
const answers = rememberedAnswers<SanitizedHtml>();

/**
 * The server that renders says how texts are sanitized (its sanitizer thread, beside the code
 * block's snippets); without one, the jsdom sanitizer is loaded here, on first use.
 */
export function provideTextSanitizer(sanitizer: TextSanitizer | null): void {
  provided = sanitizer;
  answers.clear();
}

/**
 * The text block's sanitized HTML on the server: the same promise for the same text and hosts. A
 * text past the HTML limits is refused before any sanitizer sees it (a page stored before them).
 */
export function sanitizeTextOnServer(
  html: string,
  allowHosts: readonly string[],
): Promise<SanitizedHtml> {
  return answers.get(`${allowHosts.join(',')}\u0000${html}`, async () => {
    const refused = refusedHtml(html);
    if (refused) return refused;
    if (provided) return provided(html, allowHosts);
    const { sanitizeText } = await import('./sanitize-server.ts');
    return { html: sanitizeText(html, allowHosts) };
  });
}
