import { API_PATHS } from '@h5-page/schema/constants';
import type { Browser, BrowserContext } from 'playwright-core';
import { crawlContext } from './crawl-context.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The codes texted to `handset` so far (the development outbox). */
async function smsCodes(origin: string, handset: string): Promise<string[]> {
  const response = await fetch(`${origin}/dev/sms-outbox?handset=${handset}`);
  const body = (await response.json()) as { response: { messages: { code: string }[] } };
  return body.response.messages.map((message) => message.code);
}

/**
 * Logs a visitor in as a visitor does (the passport page, a code from the development SMS
 * outbox) and returns the browser state that carries the login; `address` is the visitor's own
 * (see crawlContext).
 */
export async function logInBySms(
  browser: Browser,
  origin: string,
  handset: string,
  address?: string,
): Promise<StorageState> {
  const { context } = await crawlContext(browser, origin, undefined, address);
  try {
    const page = await context.newPage();
    const back = `${origin}/h5-page/InviteFriends`;
    await page.goto(`${origin}/passport/login?from=${encodeURIComponent(back)}`);
    await page.locator('#handset').fill(handset);
    // A login can register the number: no code is sent before the visitor agrees to the statement.
    const consent = page.locator('#consent');
    if ((await consent.count()) > 0) await consent.check();
    // The code is in the outbox once the call that sends it has answered.
    const sent = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith(API_PATHS.ADVERT_SMS_SEND),
      { timeout: 30_000 },
    );
    await page.locator('#send').click();
    await sent;
    const codes = await smsCodes(origin, handset);
    await page.locator('#code').fill(codes.at(-1)!);
    await page.locator('#submit').click();
    await page.waitForURL((url) => url.pathname !== '/passport/login', { timeout: 30_000 });
    return await context.storageState();
  } finally {
    await context.close();
  }
}
