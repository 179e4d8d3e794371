import { rememberedAnswers } from '../shared/remembered-answers.ts';

/** Sanitizes a snippet off the render's thread (the server's worker): resolves to safe HTML. */
export type SnippetSanitizer = (html: string) => Promise<string>;

let provided: SnippetSanitizer | null = null;
const answers = rememberedAnswers();

/**
 * The server that renders says how snippets are sanitized (a worker thread of its own, which
 * loads jsdom beside the server's start instead of in the way of its first page); without one,
 * the jsdom sanitizer is loaded here, on first use.
 */
export function provideServerSanitizer(sanitizer: SnippetSanitizer | null): void {
  provided = sanitizer;
  answers.clear();
}

/** The code block's sanitized snippet on the server: the same promise for the same snippet. */
export function sanitizeOnServer(html: string): Promise<string> {
  return answers.get(html, () =>
    provided
      ? provided(html)
      : import('./sanitize-server.ts').then((module) => module.sanitizeHtml(html)),
  );
}
