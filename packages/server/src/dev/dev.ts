import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checked } from '../core/fields.ts';
import { answers } from '../core/answers.ts';
import type { FastifyInstance } from 'fastify';
import { badRequest, ok } from '../errors.ts';
import {
  DEV_CAPTCHA_TICKET_PATH,
  DevCaptchaProvider,
} from '../accounts/providers/dev-captcha-provider.ts';
import { DEV_SMS_OUTBOX_PATH, DevSmsOutbox } from '../accounts/providers/dev-sms-outbox.ts';

/**
 * The development providers' own endpoints (CONTRACT section 7), never in production, and only
 * while the development provider is the one configured:
 *
 * - `GET /dev/sms-outbox?handset=N` → `{code: 1, response: {messages: [{handset, code, text,
 *   sent_at}]}}`, oldest first (every handset's when `handset` is left out);
 * - `POST /dev/captcha/ticket` → `{code: 1, response: {ticket, randstr}}`, accepted once.
 */
const outboxQuery = z.object({
  handset: checked((value) => {
    if (value !== undefined && typeof value !== 'string') {
      throw badRequest('参数 handset 只能传一个值');
    }
    return value === '' ? undefined : value;
  }, '只看这个手机号的短信'),
});

export async function devRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.nodeEnv === 'production') return;

  const sms = app.sms;
  if (sms instanceof DevSmsOutbox) {
    app.withTypeProvider<ZodTypeProvider>().get(
      DEV_SMS_OUTBOX_PATH,
      {
        schema: {
          querystring: outboxQuery,
          response: answers(
            z.object({
              messages: z.array(
                z.object({ handset: z.string(), code: z.string(), text: z.string() }).loose(),
              ),
            }),
            'the texts the development SMS provider "sent", newest last',
          ),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok({ messages: sms.messages(request.query.handset) });
      },
    );
  }

  const captcha = app.captcha;
  if (captcha instanceof DevCaptchaProvider) {
    const ticket = answers(
      z.object({ ticket: z.string(), randstr: z.string() }),
      'a ticket the development captcha accepts once',
    );
    app.post(DEV_CAPTCHA_TICKET_PATH, { schema: { response: ticket } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await captcha.issue());
    });
  }
}
