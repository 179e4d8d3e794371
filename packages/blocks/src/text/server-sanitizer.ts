/** Sanitizes a text off the render's thread (the server's worker): resolves to safe HTML. */
export type TextSanitizer = (html: string, allowHosts: readonly string[]) => Promise<string>;

let provided: TextSanitizer | null = null;

/**
 * The server that renders says how texts are sanitized (its sanitizer thread, beside the code
 * block's snippets); without one, the jsdom sanitizer is loaded here, on first use.
 */
export function provideTextSanitizer(sanitizer: TextSanitizer | null): void {
  provided = sanitizer;
  answers.clear();
}

/** Texts last sanitized: a page is rendered again and again with the same few. */
const answers = new Map<string, Promise<string>>();
const MAX_ANSWERS = 256;

/** The text block's sanitized HTML on the server: the same promise for the same text and hosts. */
export function sanitizeTextOnServer(html: string, allowHosts: readonly string[]): Promise<string> {
  const key = `${allowHosts.join(',')}\u0000${html}`;
  let answer = answers.get(key);
  if (answer) return answer;
  answer = provided
    ? provided(html, allowHosts)
    : import('./sanitize-server.ts').then((module) => module.sanitizeText(html, allowHosts));
  if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
  answers.set(key, answer);
  // A failure is not remembered: the next render asks again.
  answer.catch(() => {
    if (answers.get(key) === answer) answers.delete(key);
  });
  return answer;
}
