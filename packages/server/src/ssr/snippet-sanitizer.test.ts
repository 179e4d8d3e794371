import { describe, expect, it } from 'vitest';
import { startSnippetSanitizer } from './snippet-sanitizer.ts';

const STALLING = new URL('../../test/support/stalling-sanitize-worker.mjs', import.meta.url);

/** Whether a promise has settled yet, read without waiting for it. */
function settled(promise: Promise<unknown>): () => boolean {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  return () => done;
}

describe('the sanitizer threads', () => {
  it('sanitize code and text blocks in a thread of their own, run from source too', async () => {
    const sanitizer = startSnippetSanitizer();
    try {
      await expect(
        sanitizer.sanitize('<p onclick="alert(1)">好</p><script>x</script>'),
      ).resolves.toEqual({
        html: '<p>好</p>',
      });
      await expect(
        sanitizer.sanitizeText('<p><a href="https://evil.example/">外链</a><b>粗</b></p>', []),
      ).resolves.toEqual({ html: '<p><a>外链</a><b>粗</b></p>' });
    } finally {
      await sanitizer.close();
    }
  });

  it('sanitize other snippets while one is still at work, and close without waiting for it', async () => {
    const sanitizer = startSnippetSanitizer({ workerFile: STALLING, timeLimitMs: 600_000 });
    const stalled = sanitizer.sanitize('<stall>');
    const stalledDone = settled(stalled);
    // The second thread takes the other page's snippets meanwhile.
    await expect(sanitizer.sanitize('<p>a</p>')).resolves.toEqual({ html: '<P>A</P>' });
    await expect(sanitizer.sanitizeText('<p>b</p>', [])).resolves.toEqual({ html: '<P>B</P>' });
    expect(stalledDone()).toBe(false);
    // Closing ends the busy thread rather than waiting for it; its snippet fails.
    await sanitizer.close();
    await expect(stalled).rejects.toThrow('the snippet sanitizer is closed');
    await expect(sanitizer.sanitize('<p>c</p>')).rejects.toThrow('closed');
  });

  it('refuse a snippet past its time limit, and go on in a new thread', async () => {
    const sanitizer = startSnippetSanitizer({
      workerFile: STALLING,
      timeLimitMs: 2_000,
      threads: 1,
    });
    try {
      await expect(sanitizer.sanitize('<stall>')).resolves.toEqual({
        html: '',
        refused: 'HTML 处理超过 2 秒，已略去（请精简这段 HTML）',
      });
      // The only thread was ended with the snippet it held: a new one answers.
      await expect(sanitizer.sanitize('<p>after</p>')).resolves.toEqual({ html: '<P>AFTER</P>' });
    } finally {
      await sanitizer.close();
    }
  });

  it('fail the snippets waiting for a thread that cannot start, and try again for the next', async () => {
    const missing = new URL('./no-such-sanitize-worker.mjs', STALLING);
    const sanitizer = startSnippetSanitizer({ workerFile: missing });
    try {
      await expect(sanitizer.sanitize('<p>a</p>')).rejects.toThrow();
      await expect(sanitizer.sanitize('<p>b</p>')).rejects.toThrow();
    } finally {
      await sanitizer.close();
    }
  });
});
