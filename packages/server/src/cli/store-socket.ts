import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chmodSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatProblem } from '@h5-page/schema/problem';
import { validatePage } from '@h5-page/schema/validate-page';
import { pageAsSent } from '../pages/page-as-sent.ts';
import { exportRecord, importEntry } from '../audit/audit-records.ts';
import { createAuditRepository } from '../audit/audit-repository.ts';
import type { CheckpointMark } from '../audit/audit-chain.ts';
import { checkpointOf } from '../audit/audit-checkpoint.ts';
import type { PageRepository } from '../pages/store/page-repository.ts';
import type { EventRepository } from '../tracking/event-repository.ts';
import { dumpStore } from '../store/backup.ts';
import type { Database } from '../store/open-database.ts';
import { AppError } from '../errors.ts';
import type { PublishGuard } from '../pages/store/page-repository.ts';
import type { StoreLogger } from '../store/open-store.ts';

/**
 * The embedded database belongs to the one process holding DATA_DIR, so `npm run import`,
 * `export` and `backup` reach a running server through this socket instead of opening the
 * files a second time. It sits inside DATA_DIR and is readable by its owner only: whoever
 * may touch the database files may use it, nobody else.
 */

export const STORE_SOCKET = 'h5-page.sock';

/** What the socket reaches: the pages, the event writer (flushed before a backup), the database. */
export interface StoreSocketTarget {
  pages: PageRepository;
  /** While review is required: what an import may publish (an approval must cover it). */
  publishGuard?: PublishGuard | undefined;
  events: Pick<EventRepository, 'flush'>;
  database: Database;
}

/** Why an import is refused while review is required and no approval covers the page. */
export const REVIEW_REQUIRED_LINE =
  'review is required (REVIEW_REQUIRED=1) and no approval covers this exact page, so nothing was saved: submit it for review in the builder, or import with REVIEW_REQUIRED=0';

/** Unix socket paths longer than this are refused by the kernel (sun_path is 108 bytes). */
const MAX_SOCKET_PATH = 107;

/** A page file is a few hundred kB at most; anything far larger is a mistake. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

export function storeSocketPath(dataDir: string): string {
  return join(resolve(dataDir), STORE_SOCKET);
}

export interface StoreSocketReply {
  status: number;
  body: unknown;
}

function send(response: ServerResponse, reply: StoreSocketReply): void {
  const text = JSON.stringify(reply.body);
  response.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * What the socket answers: import (POST /pages), export (GET /pages/CODE), backup (GET /backup),
 * the audit trail's check (POST /audit/verify, held to the checkpoint in its body).
 */
export async function answerStoreRequest(
  store: StoreSocketTarget,
  method: string,
  path: string,
  body: string | null,
  note: string,
): Promise<StoreSocketReply> {
  if (method === 'POST' && path === '/pages') {
    if (body === null) return { status: 413, body: { message: 'the page file is too large' } };
    let input: unknown;
    try {
      input = JSON.parse(body);
    } catch (error) {
      return { status: 400, body: { message: `not valid JSON: ${(error as Error).message}` } };
    }
    const result = validatePage(input);
    if (!result.ok)
      return {
        status: 400,
        body: { message: 'invalid page', problems: result.problems.map(formatProblem) },
      };
    const page = pageAsSent(input);
    try {
      const version = await store.pages.importPage(
        page,
        note,
        importEntry(page.code, note),
        store.publishGuard,
      );
      return { status: 200, body: { code: result.page.code, version: version.version } };
    } catch (error) {
      if (error instanceof AppError && error.code === 'REVIEW_REQUIRED') {
        return { status: 409, body: { message: REVIEW_REQUIRED_LINE } };
      }
      throw error;
    }
  }
  const exported = /^\/pages\/([^/]+)$/.exec(path);
  if (method === 'GET' && exported) {
    let code: string;
    try {
      code = decodeURIComponent(exported[1]!);
    } catch {
      return { status: 400, body: { message: 'the page code is not valid URL encoding' } };
    }
    const published = await store.pages.getPublished(code);
    if (published) {
      await createAuditRepository(store.database.db).record(exportRecord(code, published.version));
      return { status: 200, body: published.page };
    }
    const draft = await store.pages.getDraft(code);
    return {
      status: 404,
      body: {
        message: draft ? `page ${code} has never been published` : `no page with code ${code}`,
      },
    };
  }
  if ((method === 'GET' || method === 'POST') && path === '/audit/verify') {
    // The CLI checked the checkpoint's signature; the server holds the trail to it.
    let checkpoint: CheckpointMark | null = null;
    if (method === 'POST') {
      let sent: unknown;
      try {
        sent = (JSON.parse(body ?? '') as { checkpoint?: unknown } | null)?.checkpoint ?? null;
      } catch {
        return { status: 400, body: { message: 'the checkpoint is not valid JSON' } };
      }
      checkpoint = sent === null ? null : checkpointOf(sent);
      if (sent !== null && !checkpoint)
        return { status: 400, body: { message: 'the checkpoint is not a checkpoint' } };
    }
    return { status: 200, body: await createAuditRepository(store.database.db).verify(checkpoint) };
  }
  if (method === 'GET' && path === '/backup') {
    // Events acknowledged to visitors but still buffered belong in the copy too.
    await store.events.flush();
    return { status: 200, body: await dumpStore(store.database) };
  }
  return { status: 404, body: { message: `unknown request ${method} ${path}` } };
}

/** The CLI URI-encodes its note (a file name may hold any character). */
function decodedNote(header: string | string[] | undefined): string {
  const raw = typeof header === 'string' && header ? header : 'import';
  try {
    return decodeURI(raw).slice(0, 200);
  } catch {
    return raw.slice(0, 200);
  }
}

/**
 * Listens on DATA_DIR/h5-page.sock; returns the function that closes it (and removes the
 * file). A data directory whose path is too long for a socket gets no socket, with a warning:
 * the CLI then says the server holds the directory, as before.
 */
export async function serveStoreSocket(
  store: StoreSocketTarget,
  dataDir: string,
  logger?: StoreLogger,
): Promise<() => Promise<void>> {
  const path = storeSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    logger?.warn(
      { path },
      'DATA_DIR is too long a path for the store socket; npm run import/export/backup need the server stopped',
    );
    return async () => {};
  }
  // The data-directory lock is held by this process, so a socket file left here is stale.
  rmSync(path, { force: true });
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://store');
    const note = decodedNote(request.headers['x-h5-note']);
    readBody(request)
      .then((body) => answerStoreRequest(store, request.method ?? 'GET', url.pathname, body, note))
      .then(
        (reply) => send(response, reply),
        (error: unknown) => {
          logger?.error({ err: error }, 'store socket request failed');
          send(response, {
            status: 500,
            body: {
              message: `the server could not do it: ${(error as Error).message.split('\n')[0]}`,
            },
          });
        },
      );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      done();
    });
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((done) => {
      server.close(() => {
        rmSync(path, { force: true });
        done();
      });
      server.closeAllConnections();
    });
}
