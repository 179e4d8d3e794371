import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createAccountsStore } from './store/accounts-store.ts';
import type { AccountsStore } from './store/accounts-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Users, SMS codes and leads (`accounts/store/`). */
    accounts: AccountsStore;
  }
}

/** Decorates the accounts domain's repositories, over the database plugin's connection. */
async function accountsStore(app: FastifyInstance): Promise<void> {
  app.decorate('accounts', createAccountsStore(app.database.db));
}

export const accountsStorePlugin = fp(accountsStore, {
  name: 'accounts-store',
  fastify: '5.x',
  dependencies: ['database'],
});
