import type { FastifyInstance } from 'fastify';
import { ENVELOPE_SUCCESS_CODE } from '@h5-page/schema/constants';
import { publicReadKey, publicReadsOf } from '@h5-page/schema/public-reads';
import type { Block } from '@h5-page/schema/page';

/** A read slower than this is left to the browser: the page is not held back for it. */
const READ_TIMEOUT_MS = 1500;
/** At most this many reads per rendering; the rest load in the browser. */
const MAX_READS = 8;

/**
 * Makes a page's public reads through the app's own gateway routes (in process, no token, as
 * an anonymous visitor would) and returns the successful answers by `publicReadKey`, to be
 * inlined with the page. A failed, refused or slow read is left out.
 */
export async function publicReadAnswers(
  app: FastifyInstance,
  blocks: readonly Block[],
): Promise<Record<string, unknown> | undefined> {
  const reads = publicReadsOf(blocks).slice(0, MAX_READS);
  if (reads.length === 0) return undefined;
  const answers: Record<string, unknown> = {};
  await Promise.all(
    reads.map(async (read) => {
      const key = publicReadKey(read);
      let timer: NodeJS.Timeout | undefined;
      try {
        const response = await Promise.race([
          app.inject({ method: 'GET', url: key }),
          new Promise<null>((resolve) => {
            timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
          }),
        ]);
        if (!response || response.statusCode !== 200) return;
        const envelope = response.json<{ code?: unknown; response?: unknown }>();
        if (envelope.code === ENVELOPE_SUCCESS_CODE && envelope.response !== undefined) {
          answers[key] = envelope.response;
        }
      } catch (error) {
        app.log.warn({ err: error, read: read.path }, 'public read while rendering failed');
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return Object.keys(answers).length > 0 ? answers : undefined;
}
