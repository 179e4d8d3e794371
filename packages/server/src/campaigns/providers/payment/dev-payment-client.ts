import type { CashierOrder, PaymentClient } from './payment-client.ts';

/** The development cashier page: `GET /dev/cashier?pid=…` shows the order and a pay button. */
export const DEV_CASHIER_PATH = '/dev/cashier';
export const DEV_CASHIER_PAY_PATH = '/dev/cashier/pay';

/** The development payment client: the local cashier page, no network. */
export class DevPaymentClient implements PaymentClient {
  readonly kind = 'development';

  async createCashierUrl(order: CashierOrder): Promise<string> {
    return `${DEV_CASHIER_PATH}?pid=${encodeURIComponent(order.pid)}`;
  }
}
