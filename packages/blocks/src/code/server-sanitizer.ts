/** Sanitizes a snippet off the render's thread (the server's worker): resolves to safe HTML. */
export type SnippetSanitizer = (html: string) => Promise<string>;

let provided: SnippetSanitizer | null = null;

/**
 * The server that renders says how snippets are sanitized (a worker thread of its own, which
 * loads jsdom beside the server's start instead of in the way of its first page); without one,
 * the jsdom sanitizer is loaded here, on first use.
 */
export function provideServerSanitizer(sanitizer: SnippetSanitizer | null): void {
  provided = sanitizer;
  answers.clear();
}

/** Snippets last sanitized: a page is rendered again and again with the same few. */
const answers = new Map<string, Promise<string>>();
const MAX_ANSWERS = 256;

/** The code block's sanitized snippet on the server: the same promise for the same snippet. */
export function sanitizeOnServer(html: string): Promise<string> {
  let answer = answers.get(html);
  if (answer) return answer;
  answer = provided
    ? provided(html)
    : import('./sanitize-server.ts').then((module) => module.sanitizeHtml(html));
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(html, answer);
  // A failure is not remembered: the next render asks again.
  answer.catch(() => {
    if (answers.get(html) === answer) answers.delete(html);
  });
  return answer;
}
