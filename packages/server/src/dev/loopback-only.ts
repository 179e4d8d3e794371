import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** True for an address of this machine's loopback range (IPv4, IPv6, IPv4-mapped IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}

/**
 * The development endpoints show every handset's SMS codes and mark orders paid: they answer a
 * client on this machine only. Both the connection and every forwarded hop must be loopback, so
 * a reverse proxy on this machine does not open them to the visitors it forwards.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  if (![request.socket.remoteAddress, ...hops].every(isLoopbackAddress)) {
    throw new AppError('NOT_FOUND');
  }
}
