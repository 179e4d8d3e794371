import { afterEach, describe, expect, it, vi } from 'vitest';
import { provideServerSanitizer, sanitizeOnServer } from './server-sanitizer.ts';

afterEach(() => {
  provideServerSanitizer(null);
});

const DEPTH = 'HTML 嵌套过深：标签最多嵌套 32 层';

describe("the code block's server sanitizer", () => {
  it('refuses a snippet past the HTML limits (a page stored before them) without asking the thread', async () => {
    const thread = vi.fn(async (html: string) => ({ html: html.toUpperCase() }));
    provideServerSanitizer(thread);
    await expect(sanitizeOnServer('<div>'.repeat(2_000))).resolves.toEqual({
      html: '',
      refused: DEPTH,
    });
    expect(thread).not.toHaveBeenCalled();
    await expect(sanitizeOnServer('<p>好</p>')).resolves.toEqual({ html: '<P>好</P>' });
    expect(thread).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal for running out of time, so the snippet is not tried again at every render', async () => {
    const thread = vi.fn(async () => ({ html: '', refused: 'HTML 处理超过 5 秒，已略去' }));
    provideServerSanitizer(thread);
    const first = await sanitizeOnServer('<p>慢</p>');
    expect(first).toEqual({ html: '', refused: 'HTML 处理超过 5 秒，已略去' });
    expect(await sanitizeOnServer('<p>慢</p>')).toBe(first);
    expect(thread).toHaveBeenCalledTimes(1);
  });

  it('without a thread, sanitizes in this one', async () => {
    await expect(sanitizeOnServer('<p onclick="x()">好</p>')).resolves.toEqual({
      html: '<p>好</p>',
    });
  });
});
