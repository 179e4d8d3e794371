import { rememberedAnswers } from '../shared/remembered-answers.ts';

/** Sanitizes a text off the render's thread (the server's worker): resolves to safe HTML. */
export type TextSanitizer = (html: string, allowHosts: readonly string[]) => Promise<string>;

let provided: TextSanitizer | null = null;
const answers = rememberedAnswers();

/**
 * The server that renders says how texts are sanitized (its sanitizer thread, beside the code
 * block's snippets); without one, the jsdom sanitizer is loaded here, on first use.
 */
export function provideTextSanitizer(sanitizer: TextSanitizer | null): void {
  provided = sanitizer;
  answers.clear();
}

/** The text block's sanitized HTML on the server: the same promise for the same text and hosts. */
export function sanitizeTextOnServer(html: string, allowHosts: readonly string[]): Promise<string> {
  return answers.get(`${allowHosts.join(',')}\u0000${html}`, () =>
    provided
      ? provided(html, allowHosts)
      : import('./sanitize-server.ts').then((module) => module.sanitizeText(html, allowHosts)),
  );
}
