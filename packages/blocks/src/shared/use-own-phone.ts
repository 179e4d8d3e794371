import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { useToken } from './use-token.ts';

/** What the gateway's user read answers, as far as a form needs it. */
interface JwtUser {
  /** Masked: `138****8000`. */
  handset?: unknown;
}

/**
 * The signed-in visitor's own phone, masked (`138****8000`), as their login verified it; null
 * while signed out, or until it is read. A form that takes a phone from a signed-in visitor
 * shows this one and sends none: the server files the request under the account's own number,
 * so nobody leaves another person's number without that person's SMS code.
 */
export function useOwnPhone(): string | null {
  const runtime = useRuntime();
  const token = useToken();
  const [phone, setPhone] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      setPhone(null);
      return;
    }
    let current = true;
    runtime.api.get<JwtUser>(API_PATHS.JWT_USER, {}, { needToken: true, quiet: true }).then(
      (user) => {
        if (current) setPhone(typeof user?.handset === 'string' ? user.handset : null);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [runtime, token]);

  return phone;
}
