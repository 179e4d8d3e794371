import { connect, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';

/**
 * A TCP proxy in front of a database, which a test cuts (every connection dropped, new ones
 * refused, as when the database host goes away) and restores on the same port.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    const next = createServer((client) => {
      const upstream = connect(targetPort, targetHost);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    const address = next.address();
    if (typeof address === 'object' && address) port = address.port;
    server = next;
  };
  const cut = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (current) await new Promise((resolve) => current.close(resolve));
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}
