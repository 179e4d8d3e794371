import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyWebhookSignature } from '../../src/webhooks/webhook-signature.ts';
import type { LeadPayload } from '../../src/webhooks/webhook-repository.ts';

/** One request the receiver got, checked against the secret. */
export interface ReceivedDelivery {
  key: string;
  signatureValid: boolean;
  payload: LeadPayload;
  /** What the receiver answered: a status, or `held` (never answered by the receiver). */
  answered: number | 'held';
}

/** How the receiver treats a request: answer this status, or hold it without answering. */
export type ReceiverMode = (delivery: ReceivedDelivery, seenBefore: number) => number | 'hold';

export interface WebhookReceiver {
  url: string;
  /** Every request, in arrival order. */
  received: ReceivedDelivery[];
  /** How often each key was answered with a 2xx: a receiver keeps the first, drops repeats. */
  accepted: Map<string, number>;
  mode: ReceiverMode;
  /** Requests being held right now. */
  held(): number;
  /** Answers every held request with `status`. */
  release(status?: number): void;
  close(): Promise<void>;
}

/**
 * A receiver on 127.0.0.1 as a CRM would run one: it checks `X-H5-Signature` over
 * `X-H5-Timestamp + "." + body` with the shared secret and drops a delivery whose
 * `X-H5-Delivery` it already accepted.
 */
export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const holding = new Map<ServerResponse, ReceivedDelivery>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    accepted: new Map(),
    mode: () => 200,
    held: () => holding.size,
    release(status = 200) {
      for (const [response, delivery] of holding) answer(response, delivery, status);
      holding.clear();
    },
    async close() {
      receiver.release(503);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const answer = (response: ServerResponse, delivery: ReceivedDelivery, status: number) => {
    delivery.answered = status;
    if (status >= 200 && status < 300) {
      receiver.accepted.set(delivery.key, (receiver.accepted.get(delivery.key) ?? 0) + 1);
    }
    response.writeHead(status, { 'content-type': 'text/plain' }).end(`status ${status}`);
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const header = (name: string) => String(request.headers[name] ?? '');
    const key = header('x-h5-delivery');
    const delivery: ReceivedDelivery = {
      key,
      signatureValid: verifyWebhookSignature(
        secret,
        header('x-h5-timestamp'),
        body,
        header('x-h5-signature'),
      ),
      payload: JSON.parse(body) as LeadPayload,
      answered: 'held',
    };
    const seenBefore = receiver.received.filter((earlier) => earlier.key === key).length;
    receiver.received.push(delivery);
    if (!delivery.signatureValid) {
      delivery.answered = 401;
      response.writeHead(401).end('bad signature');
      return;
    }
    const verdict = receiver.mode(delivery, seenBefore);
    if (verdict === 'hold') {
      holding.set(response, delivery);
      response.on('close', () => holding.delete(response));
      return;
    }
    answer(response, delivery, verdict);
  };
  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('receiver has no port');
  receiver.url = `http://127.0.0.1:${address.port}/hooks/leads`;
  return receiver;
}
