/** The order a cashier is opened for. */
export interface CashierOrder {
  pid: string;
  amountCents: number;
  /** What the buyer sees (the product name). */
  subject: string;
  softuserId: number;
}

/** The payment service: a cashier page where the buyer pays an order. */
export interface PaymentClient {
  readonly kind: 'development' | 'http';
  /** The cashier URL of the order; rejects with ProviderError. */
  createCashierUrl(order: CashierOrder): Promise<string>;
}
