import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** True for an address of this machine's loopback range (IPv4, IPv6, IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

const LOOPBACK_HOST = /^(?:localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(?::\d{1,5})?$/i;

/** True for a Host naming this machine's loopback (`localhost`, `127.0.0.1`, `[::1]`, any port). */
function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && LOOPBACK_HOST.test(host);
}

const listed = (header: string | string[] | undefined): string[] =>
  (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * The development endpoints show every handset's SMS codes and mark orders paid: they answer a
 * client on this machine only. Both the connection and every forwarded hop must be loopback, so
 * a reverse proxy on this machine does not open them to the visitors it forwards. The Host (and
 * any forwarded one) must name loopback too: a page of another site whose name its DNS turns to
 * 127.0.0.1 (DNS rebinding) reaches this machine from the developer's own browser, but still
 * under its own name.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  const hops = listed(request.headers['x-forwarded-for']);
  const hosts = [request.headers.host, ...listed(request.headers['x-forwarded-host'])];
  if (
    ![request.socket.remoteAddress, ...hops].every(isLoopbackAddress) ||
    !hosts.every(isLoopbackHost)
  ) {
    throw new AppError('NOT_FOUND');
  }
}
