import { TOKEN_COOKIE_MAX_AGE_DAYS, TOKEN_COOKIE_NAME } from '@h5-page/schema/constants';
import { parentCookieDomain } from '@h5-page/schema/parent-cookie-domain';
import { readCookie } from './read-cookie.ts';
import { uidFromToken } from './jwt.ts';

/** Where cookies are read and written (the document, or a stand-in in tests). */
export interface CookieJar {
  cookie: string;
}

export interface TokenStoreOptions {
  jar?: CookieJar;
  hostname?: string;
  /** `config.cookieDomain`: '' means the parent domain of the host. */
  cookieDomain?: string;
  secure?: boolean;
  now?: () => number;
}

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
  uid(): string | null;
}

/** The login token: cookie `token`, kept 365 days on the product's parent domain. */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const jar = options.jar ?? (typeof document !== 'undefined' ? document : { cookie: '' });
  const hostname =
    options.hostname ?? (typeof location !== 'undefined' ? location.hostname : 'localhost');
  const secure =
    options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const now = options.now ?? Date.now;
  const domain = options.cookieDomain || parentCookieDomain(hostname);
  const domainAttribute = domain ? `; Domain=${domain}` : '';
  const secureAttribute = secure ? '; Secure' : '';

  const write = (value: string, maxAgeSeconds: number) => {
    const expires = new Date(now() + maxAgeSeconds * 1000).toUTCString();
    jar.cookie = `${TOKEN_COOKIE_NAME}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; Expires=${expires}${domainAttribute}; SameSite=Lax${secureAttribute}`;
  };

  const get = () => readCookie(jar.cookie, TOKEN_COOKIE_NAME) || null;

  return {
    get,
    set: (token) => write(token, TOKEN_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60),
    clear() {
      write('', 0);
      // A host-only copy (set before the domain rule, or by another page) goes too.
      if (domainAttribute) {
        jar.cookie = `${TOKEN_COOKIE_NAME}=; Path=/; Max-Age=0; Expires=${new Date(0).toUTCString()}`;
      }
    },
    uid: () => uidFromToken(get()),
  };
}
