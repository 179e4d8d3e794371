import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { select } from './support/puck.ts';
import { startTestServer } from './support/test-server.ts';
import type { TestServer } from './support/test-server.ts';
import { screenshot } from './support/screenshots.ts';

const SHOTS = 'test-results/review';
const PASSWORD = 'review-e2e-password';
const CODE = 'e2e-review';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startTestServer({ adminPassword: PASSWORD, reviewRequired: true });
  browser = await launchBrowser();
  const signIn = await server.app.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { user: 'admin', password: PASSWORD },
  });
  const cookie = signIn.cookies.find((c) => c.name === 'h5_admin_session')!;
  for (const [user, role] of [
    ['ed1', 'editor'],
    ['rev1', 'reviewer'],
    ['pub1', 'publisher'],
  ] as const) {
    const added = await server.app.inject({
      method: 'POST',
      url: '/admin/api/editors',
      headers: { cookie: `h5_admin_session=${cookie.value}` },
      payload: { user, password: `${user}-${PASSWORD}`, role },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  await server.app.pages.saveDraft(
    {
      code: CODE,
      title: '稳健理财体验营',
      meta: { keywords: '', description: '' },
      background: '#ffffff',
      is_auto_fit: 0,
      extra: { pageID: 9101 },
      page_schema: [
        {
          name: 'image',
          value: { url: '/seed-assets/jjfz.svg', alt: '体验营横幅', width: 750, height: 300 },
          children: [],
        },
        {
          name: 'button',
          value: { text: '保本理财，立即报名', action: { type: 1, pageName: 'coupons' } },
          children: [],
        },
        {
          name: 'copyright',
          value: { show: true, fxts: true, show3: false, show5: false },
          children: [],
        },
      ],
    },
    'ed1',
  );
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.close();
});

/** A builder window at 1440×900, signed in as `user` through the sign-in screen. */
async function signedIn(user: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
  });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${server.origin}/admin/`);
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill(user === 'admin' ? PASSWORD : `${user}-${PASSWORD}`);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page
    .getByRole('button', { name: '新建页面' })
    .or(page.getByText('页面列表'))
    .first()
    .waitFor();
  return page;
}

/** Waits for drawers and dialogs to finish sliding in before a picture is taken. */
async function settled(page: Page): Promise<void> {
  // Spinners and pulses run for ever: only animations that end are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${server.origin}/admin/pages/${CODE}`);
  await page.frameLocator('iframe').first().locator('[data-puck-dropzone]').first().waitFor();
}

let editor: Page;
let reviewer: Page;

// Four accounts sign in and walk the flow in turn: a busy machine only slows the steps.
describe('nothing goes live unreviewed, through the screens', { timeout: 180_000 }, () => {
  it('shows the checks beside the canvas and refuses to submit a draft that promises 保本', async () => {
    editor = await signedIn('ed1');
    await openEditor(editor);
    const canvas = editor.frameLocator('iframe').first();
    const checks = editor.getByRole('button', { name: /合规检查 \(1 错误/ });
    await checks.waitFor();
    // At the field too, with the rule's name.
    await select(editor, canvas, 'button', 'text');
    await editor
      .locator('.field-compliance--error:visible')
      .getByText('含有禁用词「保本」')
      .first()
      .waitFor();
    await screenshot(editor, { path: `${SHOTS}/checks-at-field.png` });
    await checks.click();
    const panel = editor.locator('.ant-drawer').filter({ hasText: '合规检查' });
    await panel.getByText('含有禁用词「保本」').waitFor();
    await settled(editor);
    await screenshot(editor, { path: `${SHOTS}/checks-beside-canvas.png` });
    await panel
      .getByRole('button', { name: 'Close' })
      .or(panel.locator('.ant-drawer-close'))
      .first()
      .click();

    await editor.getByRole('button', { name: '提交审核' }).click();
    await editor.getByRole('button', { name: '保存并提交' }).click();
    const refused = editor.getByRole('dialog', { name: '未通过合规检查，不能提交审核' });
    await refused.getByText('含有禁用词「保本」').waitFor();
    await refused.getByText(/第 2 个组件 · 按钮/).click();
    await expect.poll(() => refused.isVisible()).toBe(false);

    // Fixed at the field, then submitted.
    const text = editor.locator('[data-field="value.text"]:visible input');
    await text.fill('了解投顾服务');
    await editor.getByRole('button', { name: '合规检查 ✓' }).waitFor();
    await editor.getByRole('button', { name: '提交审核' }).click();
    await editor.getByLabel('提交说明').fill('已去掉保本表述');
    await editor.getByRole('button', { name: '保存并提交' }).click();
    await editor.getByText('已提交审核，审核员通过后即可发布').waitFor();
    await editor.getByText('待审核', { exact: true }).waitFor();
  });

  it('a reviewer reads the request in a phone frame and rejects it with a note on a block', async () => {
    reviewer = await signedIn('rev1');
    await reviewer.getByRole('button', { name: /^审\s?核$/ }).click();
    const row = reviewer.locator('.ant-table-tbody tr[data-row-key]').first();
    await row.getByText('稳健理财体验营').waitFor();
    await row.getByText('已去掉保本表述').waitFor();
    await screenshot(reviewer, { path: `${SHOTS}/review-queue.png` });
    await row.getByRole('button', { name: /^审\s?核$/ }).click();

    // The revision submitted, as a visitor would see it, in the phone frame.
    const phone = reviewer.frameLocator('iframe[title="提交审核的版本"]');
    await phone.getByRole('button', { name: '了解投顾服务' }).waitFor();
    await reviewer.getByText('全部内容').waitFor();
    await reviewer.getByLabel('审核意见').fill('请补充活动时间与参与方式');
    await reviewer.getByRole('button', { name: '添加组件批注' }).click();
    await reviewer.getByLabel('批注 1 的组件').click();
    await reviewer
      .locator('.ant-select-item-option')
      .filter({ hasText: '第 2 个组件 · 按钮' })
      .click();
    await reviewer.getByLabel('批注 1', { exact: true }).fill('按钮文案请写明“预约体验”');
    await reviewer.getByRole('button', { name: /^驳\s?回$/ }).click();
    await reviewer.getByText('已驳回').first().waitFor();
    await screenshot(reviewer, { path: `${SHOTS}/review-rejected.png` });
  });

  it('the editor reads the rejection at the block, fixes it and submits; the reviewer approves; a publisher publishes', async () => {
    await openEditor(editor);
    await editor.getByText('已驳回', { exact: true }).click();
    const note = editor.locator('.ant-popover').getByText('第 2 个组件 · 按钮');
    await note.waitFor();
    await editor.locator('.ant-popover').getByText('按钮文案请写明“预约体验”').waitFor();
    await settled(editor);
    await screenshot(editor, { path: `${SHOTS}/rejection-in-editor.png` });
    await note.click();
    const text = editor.locator('[data-field="value.text"]:visible input');
    await text.fill('预约体验');
    await editor.getByRole('button', { name: '提交审核' }).click();
    await editor.getByRole('button', { name: '保存并提交' }).click();
    await editor.getByText('待审核', { exact: true }).waitFor();

    await reviewer.goto(`${server.origin}/admin/reviews`);
    await reviewer
      .locator('.ant-table-tbody tr[data-row-key]')
      .first()
      .getByRole('button', { name: /^审\s?核$/ })
      .click();
    await reviewer
      .frameLocator('iframe[title="提交审核的版本"]')
      .getByRole('button', { name: '预约体验' })
      .waitFor();
    await reviewer.getByRole('button', { name: /^通\s?过$/ }).click();
    await reviewer.getByText('已通过，发布者现在可以发布这个版本').waitFor();

    const publisher = await signedIn('pub1');
    await openEditor(publisher);
    await publisher.getByText('已通过审核').waitFor();
    await publisher
      .getByRole('button', { name: /^发\s*布$/ })
      .first()
      .click();
    const dialog = publisher.getByRole('dialog', { name: '发布页面' });
    await dialog.getByRole('button', { name: /^发\s*布$/ }).click();
    await publisher.getByText('已发布 v1').waitFor();
    // A change after the approval is refused at publish, with why.
    await server.app.pages.saveDraft(
      { ...(await server.app.pages.getDraft(CODE))!.page, title: '改过的标题' },
      'ed1',
    );
    await openEditor(publisher);
    await publisher.getByText('通过后已修改，需重新提交').waitFor();
    await publisher
      .getByRole('button', { name: /^发\s*布$/ })
      .first()
      .click();
    await publisher
      .getByRole('dialog', { name: '发布页面' })
      .getByRole('button', { name: /^发\s*布$/ })
      .click();
    await publisher
      .getByText(/尚未通过审核/)
      .first()
      .waitFor();
  });

  it('the audit screen lists every step, and the history keeps who approved and what visitors saw', async () => {
    const admin = await signedIn('admin');
    await admin.goto(`${server.origin}/admin/audit`);
    const rows = admin.locator('.ant-table-tbody tr[data-row-key]');
    for (const action of ['提交审核', '审核驳回', '审核通过', '发布', '登录失败'].slice(0, 4)) {
      await rows.filter({ hasText: action }).first().waitFor();
    }
    await screenshot(admin, { path: `${SHOTS}/audit.png` });

    await openEditor(admin);
    await admin.getByRole('button', { name: '版本历史' }).click();
    const history = admin.locator('.ant-drawer').filter({ hasText: '版本历史' });
    await history.getByText(/审核：rev1 于 .* 通过/).waitFor();
    await history.getByText(/线上：.* ~ 至今/).waitFor();
    await history.getByRole('link', { name: '下载', exact: true }).waitFor();
    await history.getByRole('link', { name: '下载报备材料' }).waitFor();
    await settled(admin);
    await screenshot(admin, { path: `${SHOTS}/history-archive.png` });

    // 查看 shows it in a phone frame, at a phone's width.
    await history.getByText('查看', { exact: true }).first().click();
    const shown = admin.getByRole('dialog', { name: /^v\d+ 存档：访客当时看到的页面$/ });
    const phone = shown.locator('iframe');
    expect(await phone.getAttribute('width')).toBe('375');
    await shown.frameLocator('iframe').getByText('预约体验').first().waitFor();
    await screenshot(admin, { path: `${SHOTS}/history-archive-phone.png` });
    await shown.getByRole('button', { name: /^(关闭|Close)$/ }).click();
    await shown.waitFor({ state: 'hidden' });

    // The archive opens on its own, as the visitor's phone showed it, with nothing to load.
    const archive = await admin.context().newPage();
    await archive.setViewportSize({ width: 375, height: 812 });
    const requests: string[] = [];
    archive.on('request', (request) => requests.push(request.url()));
    await archive.goto(`${server.origin}/admin/api/pages/${CODE}/versions/1/archive`);
    await archive.getByText('预约体验').first().waitFor();
    expect(
      await archive
        .getByRole('img', { name: '体验营横幅' })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect(requests).toEqual([`${server.origin}/admin/api/pages/${CODE}/versions/1/archive`]);
    await screenshot(archive, { path: `${SHOTS}/archive-v1.png` });
  });
  it('an A/B page is reviewed variant by variant: each in its phone, the ended page, the changes since the rejection', async () => {
    const AB = 'e2e-review-ab';
    const footer = {
      name: 'copyright',
      value: { show: true, fxts: true, show3: false, show5: false },
      children: [],
    };
    const button = (text: string) => ({
      name: 'button',
      value: { text, action: { type: 1, pageName: 'coupons' } },
      children: [],
    });
    const popup = {
      name: 'popup',
      value: { id: 'gift', position: 'center' },
      children: [
        {
          name: 'image',
          value: { url: '/seed-assets/jjfz.svg', alt: '新春礼包', width: 620, height: 298 },
          children: [],
        },
      ],
    };
    const draft = (b: string) => ({
      code: AB,
      title: '双方案体验页',
      meta: { keywords: '', description: '' },
      background: '#ffffff',
      is_auto_fit: 0 as const,
      extra: { pageID: 9102 },
      after_end: {
        kind: 'notice' as const,
        message: '下一期四月开始，敬请关注',
        link_text: '',
        link_url: '',
      },
      page_schema: [button('立即领取'), footer],
      variants: [
        { key: 'a', weight: 50, page_schema: [button('立即领取'), footer] },
        { key: 'b', weight: 50, page_schema: [button(b), popup, footer] },
      ],
    });
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { user: 'ed1', password: `ed1-${PASSWORD}` },
    });
    const ed1 = `h5_admin_session=${signIn.cookies.find((c) => c.name === 'h5_admin_session')!.value}`;
    const submit = async (b: string) => {
      await server.app.pages.saveDraft(draft(b), 'ed1');
      const submitted = await server.app.inject({
        method: 'POST',
        url: `/admin/api/pages/${AB}/submit`,
        headers: { cookie: ed1 },
        payload: { note: `方案 B：${b}` },
      });
      expect(submitted.statusCode, submitted.body).toBe(200);
    };
    const open = async (page: Page, note: string) => {
      await page.goto(`${server.origin}/admin/reviews`);
      await page
        .locator('.ant-table-tbody tr[data-row-key]')
        .filter({ hasText: note })
        .getByRole('button', { name: /^审\s?核$/ })
        .click();
    };

    await submit('马上领取');
    const ab = await signedIn('rev1');
    await open(ab, '方案 B：马上领取');

    // 方案 A first, as its visitors get it.
    await ab
      .frameLocator('iframe[title="提交审核的版本 · 方案 A"]')
      .getByRole('button', { name: '立即领取' })
      .waitFor();
    const allChanges = ab.locator('.version-diff__variant').filter({ hasText: '方案 B' });
    await allChanges.getByText('由「立即领取」改为「马上领取」').waitFor();

    // Then B: its own button, and its popup opened in the phone.
    await ab.getByText('方案 B（50%）').click();
    const b = ab.frameLocator('iframe[title="提交审核的版本 · 方案 B"]');
    await b.getByRole('button', { name: '马上领取' }).waitFor();
    expect(await b.getByRole('button', { name: '立即领取' }).count()).toBe(0);
    await ab.getByRole('button', { name: '打开弹窗「gift」' }).click();
    await ab
      .frameLocator('iframe[title="提交审核的版本 · 方案 B"]')
      .getByRole('img', { name: '新春礼包' })
      .waitFor();
    await settled(ab);
    await screenshot(ab, { path: `${SHOTS}/review-ab-popup.png` });

    // And what visitors get once it has ended.
    await ab.getByText('活动结束后', { exact: true }).click();
    const ended = ab.frameLocator('iframe[title="提交审核的版本 · 活动结束后"]');
    await ended.getByText('活动已结束').waitFor();
    await ended.getByText('下一期四月开始，敬请关注').waitFor();
    await screenshot(ab, { path: `${SHOTS}/review-ab-ended.png` });

    // Rejected with a note on B's button.
    await ab.getByText('方案 B（50%）').click();
    await ab.getByLabel('审核意见').fill('方案 B 请写明领取什么');
    await ab.getByRole('button', { name: '添加组件批注' }).click();
    await ab.getByLabel('批注 1', { exact: true }).fill('写明“领取投顾体验券”');
    await ab.getByRole('button', { name: /^驳\s?回$/ }).click();
    await ab.getByText('已驳回').first().waitFor();

    // Fixed and submitted again: the changes since the rejection are one view, the note at B's
    // button; B is read in its phone, then approved.
    await submit('领取投顾体验券');
    await open(ab, '方案 B：领取投顾体验券');
    const since = ab.getByRole('tabpanel');
    await ab.getByRole('tab', { name: '自上次驳回以来的修改', selected: true }).waitFor();
    const sinceB = since.locator('.version-diff__variant').filter({ hasText: '方案 B' });
    await sinceB.getByText('由「马上领取」改为「领取投顾体验券」').waitFor();
    await sinceB.getByText('写明“领取投顾体验券”').waitFor();
    await since
      .locator('.version-diff__variant')
      .filter({ hasText: '方案 A' })
      .getByText('无修改')
      .waitFor();
    await sinceB.getByRole('button', { name: '在手机中查看' }).click();
    await ab
      .frameLocator('iframe[title="提交审核的版本 · 方案 B"]')
      .getByRole('button', { name: '领取投顾体验券' })
      .waitFor();
    await settled(ab);
    await screenshot(ab, { path: `${SHOTS}/review-ab-variant-b.png` });
    await ab.getByRole('button', { name: /^通\s?过$/ }).click();
    await ab.getByText('已通过，发布者现在可以发布这个版本').waitFor();
  });
});
