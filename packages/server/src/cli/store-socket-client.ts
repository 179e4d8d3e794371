import { request } from 'node:http';
import type { StoreBusyError } from '../store/data-dir-lock.ts';
import type { StoreSocketReply } from './store-socket.ts';

/** Requests to a running server's store socket (see store-socket.ts). */
export class StoreSocketClient {
  constructor(
    private readonly socketPath: string,
    /** What to report when nobody answers: the server holds the directory but has no socket. */
    private readonly busy: StoreBusyError,
  ) {}

  send(
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    note?: string,
  ): Promise<StoreSocketReply> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string | number> = {};
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      // The note travels in a header: only printable ASCII is allowed there.
      if (note) headers['x-h5-note'] = encodeURI(note);
      const req = request({ socketPath: this.socketPath, method, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 500, body: JSON.parse(text) });
          } catch {
            reject(
              new Error(`the server answered something that is not JSON (${response.statusCode})`),
            );
          }
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // A socket file whose server is gone (or not ours): say what the user can do.
        if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT' || error.code === 'EACCES')
          reject(this.busy);
        else reject(error);
      });
      req.end(body);
    });
  }
}
