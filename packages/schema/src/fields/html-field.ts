import { z } from 'zod';
import { HTML_MAX_LENGTH, htmlLimitProblem } from '../html-limits.ts';

/**
 * A block field holding HTML that the renderer sanitizes (a snippet, a rich text): a string within
 * the length (`maxLength`), nesting and element limits of `html-limits.ts`, refused past them with
 * a message naming the limit.
 */
export function htmlField(maxLength = HTML_MAX_LENGTH) {
  return z.string().superRefine((html, context) => {
    const problem = htmlLimitProblem(html, maxLength);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });
}
