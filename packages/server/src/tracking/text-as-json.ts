import type { FastifyInstance } from 'fastify';

/**
 * navigator.sendBeacon with a string body arrives as text/plain: the plugin reads it as JSON too
 * (plugins are encapsulated, so other routes keep Fastify's defaults).
 */
export function readTextAsJson(app: FastifyInstance): void {
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'ignore'),
  );
}
