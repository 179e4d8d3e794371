import type { BrowserContext, Page, Route } from 'playwright-core';

/** A page file as the stand-in keeps it, by code. */
export type SavedPages = Map<string, Record<string, unknown>>;

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const ok = (response: unknown) => json(200, { code: 1, msg: 'ok', response });

/**
 * A recorded stand-in of the admin API (CONTRACT section 6 shapes) for tests of the builder's
 * screens: sign-in with the password `right`, the page list, and drafts read from and written to
 * `saved`; `onSave` sees each draft as sent. Anything else answers 404. Route it with
 * `page.route('**\/admin/api/**', fakeAdminApi(…))`.
 */
export function fakeAdminApi(
  context: BrowserContext,
  origin: string,
  saved: SavedPages,
  onSave: (body: string) => void = () => {},
): (route: Route) => Promise<void> {
  return async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace('/admin/api', '');
    const method = request.method();
    if (path === '/session' && method === 'POST') {
      const { password } = request.postDataJSON() as { password: string };
      if (password !== 'right')
        return route.fulfill(json(401, { code: 401, msg: '用户名或密码错误' }));
      await context.addCookies([{ name: 'session', value: 'x', url: origin }]);
      return route.fulfill(ok({ user: 'admin' }));
    }
    const cookies = await context.cookies(origin);
    if (!cookies.some((c) => c.name === 'session'))
      return route.fulfill(json(401, { code: 401, msg: '请先登录' }));
    if (path === '/pages') {
      const pages = [...saved.values()].map((p) => ({
        code: p.code,
        title: p.title,
        status: 'draft',
        updated_at: Date.now(),
        updated_by: 'admin',
        live_version: null,
      }));
      return route.fulfill(ok({ pages }));
    }
    const code = decodeURIComponent(path.split('/')[2] ?? '');
    if (method === 'GET' && path === `/pages/${code}`)
      return route.fulfill(ok({ draft: saved.get(code), live_version: null }));
    if (method === 'PUT' && path === `/pages/${code}`) {
      onSave(request.postData() ?? '');
      saved.set(code, request.postDataJSON() as Record<string, unknown>);
      return route.fulfill(ok({}));
    }
    return route.fulfill(json(404, { code: 404 }));
  };
}

/**
 * Signs in to the builder served at `origin` with the stand-in's password (`right`) and opens the saved page listed as `title`, whose code is `code`.
 */
export async function openSavedPage(
  page: Page,
  origin: string,
  title: string,
  code: string,
): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('right');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByText(title, { exact: true }).click();
  await page.waitForURL(new RegExp(`/admin/pages/${code}$`));
}
