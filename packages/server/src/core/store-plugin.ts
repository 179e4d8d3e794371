import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/open-database.ts';

/**
 * A domain's store plugin: decorates the app with `decoration`, what `create` makes of the
 * database plugin's connection (so it registers after the database and closes before it).
 */
export function storePlugin<K extends keyof FastifyInstance & string>(
  name: string,
  decoration: K,
  create: (db: Db) => FastifyInstance[K],
) {
  return fp(
    async (app: FastifyInstance) => {
      // Typed by `create` above; Fastify's own typing of decorate cannot follow a generic key.
      const property: string = decoration;
      const value: unknown = create(app.database.db);
      app.decorate(property, value);
    },
    { name, fastify: '5.x', dependencies: ['database'] },
  );
}
