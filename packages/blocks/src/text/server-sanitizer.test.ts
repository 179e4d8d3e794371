import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideTextSanitizer, sanitizeTextOnServer } from './server-sanitizer.ts';

afterEach(() => {
  provideTextSanitizer(null);
});

describe("the text block's server sanitizer", () => {
  it('refuses a text past the HTML limits (a page stored before them) without asking the thread', async () => {
    const thread = vi.fn(async (html: string) => ({ html: html.toUpperCase() }));
    provideTextSanitizer(thread);
    await expect(sanitizeTextOnServer('<span>'.repeat(40), [])).resolves.toEqual({
      html: '',
      refused: 'HTML 嵌套过深：标签最多嵌套 32 层',
    });
    expect(thread).not.toHaveBeenCalled();
    await expect(sanitizeTextOnServer('<p>好</p>', [])).resolves.toEqual({ html: '<P>好</P>' });
  });
});
