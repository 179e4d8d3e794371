import { useEffect, useState } from 'react';
import { API_PATHS } from '@h5-page/schema/constants';
import { useRuntime } from '../runtime.ts';
import { useToken } from '../shared/use-token.ts';

/** What find-user-payfor-product says of the visitor and the product. */
interface PayforAnswer {
  is_payfor?: unknown;
  /** When the visitor's service ends (epoch ms), or null. */
  expires_at?: unknown;
}

/** The visitor holds the product: the service's end (epoch ms) when it has one. */
export interface Ownership {
  expiresAt: number | null;
}

/**
 * Whether the visitor already holds the pay button's product (bought it, or its service period
 * runs). Null on the server, until known, without a token, or when the call fails (quietly): the
 * button then sells, and the pay action still says so if it was bought.
 */
export function useOwnership(productId: number | null): Ownership | null {
  const runtime = useRuntime();
  const loggedIn = useToken() !== null;
  const [owned, setOwned] = useState<Ownership | null>(null);

  useEffect(() => {
    setOwned(null);
    if (productId === null || !loggedIn) return;
    let live = true;
    runtime.api
      .get<PayforAnswer>(
        API_PATHS.FIND_USER_PAYFOR_PRODUCT,
        { shop_product_id: productId },
        { needToken: true, quiet: true },
      )
      .then(
        (answer) => {
          if (!live || answer?.is_payfor !== true) return;
          const end = answer.expires_at;
          setOwned({ expiresAt: typeof end === 'number' && Number.isFinite(end) ? end : null });
        },
        () => {},
      );
    return () => {
      live = false;
    };
  }, [runtime, productId, loggedIn]);

  return owned;
}
