/** What the admin API's webhook calls answer, read by the builder as the server writes it. */

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** A webhook: the secret only as `••••` and its last four characters. */
export interface WebhookInfo {
  id: number;
  url: string;
  /** null: every page. */
  page_code: string | null;
  secret_hint: string;
  enabled: boolean;
  created_by: string | null;
  created_at: string;
  disabled_at: string | null;
  deliveries: { pending: number; delivered: number; failed: number };
}

export interface AttemptInfo {
  at: string;
  /** null: no answer came (refused, timed out). */
  status_code: number | null;
  /** Why no status came, or why the address was refused at this send. */
  error: string | null;
  /** From the attempt's start to the receiver's status (the answer's body is never kept). */
  duration_ms: number;
}

export interface DeliveryInfo {
  id: number;
  lead_id: number;
  delivery_key: string;
  status: DeliveryStatus;
  attempts: AttemptInfo[];
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
}
