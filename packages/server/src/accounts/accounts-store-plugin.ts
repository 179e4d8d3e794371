import { storePlugin } from '../core/store-plugin.ts';
import { createAccountsStore } from './store/accounts-store.ts';
import type { AccountsStore } from './store/accounts-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Users, SMS codes and leads (`accounts/store/`). */
    accounts: AccountsStore;
  }
}

/** Decorates the accounts domain's repositories, over the database plugin's connection. */
export const accountsStorePlugin = storePlugin('accounts-store', 'accounts', createAccountsStore);
