import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';

const REVIEW = {
  id: 7,
  page_code: 'spring',
  page_title: '春季投顾体验',
  revision: 4,
  note: '改了按钮文案',
  submitted_by: 'ed1',
  submitted_at: '2026-11-26T01:00:00.000Z',
  status: 'pending',
  decided_by: null,
  decided_at: null,
  comment: '',
  notes: [],
  current: true,
};
const PAGE = {
  code: 'spring',
  title: '春季投顾体验',
  page_schema: [
    { name: 'button', value: { text: '立即体验' }, children: [] },
    { name: 'copyright', value: { show: true, fxts: true }, children: [] },
  ],
};
const LIVE = {
  ...PAGE,
  page_schema: [{ name: 'button', value: { text: '了解详情' }, children: [] }],
};

const button = (text: string) => ({ name: 'button', value: { text }, children: [] });
const GIFT_POPUP = {
  name: 'popup',
  value: { id: 'gift', position: 'center' },
  children: [{ name: 'image', value: { url: '/media/5e1f0a9b.png', alt: '' }, children: [] }],
};
/** An A/B page: 方案 B's button says something else and has a popup of its own. */
const AB_PAGE = {
  ...PAGE,
  page_schema: [button('立即领取')],
  after_end: { kind: 'notice', message: '下一期四月开始', link_text: '', link_url: '' },
  variants: [
    { key: 'a', weight: 50, page_schema: [button('立即领取')] },
    { key: 'b', weight: 50, page_schema: [button('马上领取'), GIFT_POPUP] },
  ],
};
/** The same page as rejected: B's button said 现在领取, and the reviewer noted it. */
const REJECTED_PAGE = {
  ...AB_PAGE,
  variants: [AB_PAGE.variants[0], { ...AB_PAGE.variants[1], page_schema: [button('现在领取')] }],
};
const REJECTED = {
  ...REVIEW,
  id: 6,
  revision: 3,
  status: 'rejected',
  decided_by: 'rev2',
  decided_at: '2026-11-25T01:00:00.000Z',
  comment: '方案 B 的按钮文案不清楚',
  notes: [{ path: 'variants[1].page_schema[0]', text: '写明领什么' }],
};

/** AB_PAGE with 方案 B named since the rejection. */
const NAMED_PAGE = {
  ...AB_PAGE,
  variants: [AB_PAGE.variants[0], { ...AB_PAGE.variants[1], name: '新人礼版' }],
};

/**
 * A fake admin API signed in as `role`: the review calls, and what was posted to them. `ab`
 * submits AB_PAGE, by its weights, (`automatic`) with 自动分配流量 or (`named`) 方案 B named.
 */
function serve(
  role: EditorRole,
  user = `the-${role}`,
  ab: boolean | 'automatic' | 'named' = false,
) {
  const posted: { path: string; body: unknown }[] = [];
  const answer = (response: unknown, code: number | string = 1, status = 200) =>
    adminAnswer(response, code === 1 ? undefined : { code: String(code), msg: '不行', status });
  stubSignedInFetch(
    role,
    ({ method, path, body }) => {
      if (method === 'POST') {
        posted.push({ path, body });
        const decided = path.endsWith('/approve') ? 'approved' : 'rejected';
        return answer({
          review: { ...REVIEW, ...(body as object), status: decided, decided_by: user },
        });
      }
      if (path.startsWith('/pages?')) return answer({ pages: [] });
      if (path.startsWith('/reviews?status=pending')) return answer({ reviews: [REVIEW] });
      if (path === '/reviews/7' && ab) {
        return answer({
          review: REVIEW,
          page:
            ab === 'automatic'
              ? { ...AB_PAGE, variant_allocation: 'thompson' }
              : ab === 'named'
                ? NAMED_PAGE
                : AB_PAGE,
          live_page: LIVE,
          live_version: 3,
          rejected: { review: REJECTED, page: REJECTED_PAGE },
          problems: [],
        });
      }
      if (path === '/reviews/7') {
        return answer({
          review: REVIEW,
          page: PAGE,
          live_page: LIVE,
          live_version: 3,
          rejected: null,
          problems: [
            {
              path: 'page_schema[0].value.text',
              rule: 'forbidden-phrase',
              level: 'warning',
              message: '含有慎用词「翻倍」，请确认表述合规',
            },
          ],
        });
      }
      return undefined;
    },
    user,
  );
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState(null, '', '/admin/');
});

describe('审核', () => {
  it('a reviewer opens the queue from the page list, reads the request and rejects it with a note on a block', async () => {
    const posted = serve('reviewer');
    openAdmin('/admin/');
    fireEvent.click(await screen.findByRole('button', { name: /^审\s?核$/ }));
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-tbody tr[data-row-key="7"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(location.pathname).toBe('/admin/reviews');
    expect(within(row).getByText('春季投顾体验')).toBeTruthy();
    expect(within(row).getByText('待审核')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /^审\s?核$/ }));

    // The revision in a phone frame, what changed against the live version, the checks.
    const frame = await screen.findByTitle('提交审核的版本');
    expect(frame.getAttribute('src')).toBe('/h5-page/h5/spring?isPreview=1&review=7');
    expect(location.pathname).toBe('/admin/reviews/7');
    expect(screen.getByText('与线上版本 v3 的差异')).toBeTruthy();
    expect(screen.getByText('立即体验', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByText('合规检查（0 个错误，1 个提醒）'));
    expect(await screen.findByText('含有慎用词「翻倍」，请确认表述合规')).toBeTruthy();

    // Rejecting needs a comment; the note is pinned to the block chosen.
    fireEvent.click(screen.getByRole('button', { name: /^驳\s?回$/ }));
    expect(await screen.findByText('请填写驳回意见，告诉提交人需要修改什么')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '按钮文案需调整' } });
    fireEvent.click(screen.getByRole('button', { name: '添加组件批注' }));
    fireEvent.change(screen.getByLabelText('批注 1'), { target: { value: '改成“了解服务”' } });
    fireEvent.click(screen.getByRole('button', { name: /^驳\s?回$/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: '/reviews/7/reject',
      body: {
        comment: '按钮文案需调整',
        notes: [{ path: 'page_schema[0]', text: '改成“了解服务”' }],
      },
    });
    expect(await screen.findByText('已驳回')).toBeTruthy();
  });

  it('the submitter reads their own request but cannot decide it', async () => {
    const posted = serve('admin', 'ed1');
    openAdmin('/admin/reviews/7');
    expect(await screen.findByText('这是你提交的版本：需由其他审核员审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^通\s?过$/ })).toBeNull();
    expect(posted).toEqual([]);
  });

  it('an A/B page is read variant by variant: a phone frame each, the ended page, popups, and the changes since the rejection', async () => {
    const posted = serve('reviewer', 'the-reviewer', true);
    openAdmin('/admin/reviews/7');
    const frame = await screen.findByTitle('提交审核的版本 · 方案 A');
    expect(frame.getAttribute('src')).toBe('/h5-page/h5/spring?isPreview=1&review=7&variant=a');
    expect(frame.getAttribute('width')).toBe('375');
    expect(screen.queryByText(/已开启自动分配流量/)).toBeNull();

    // Since the rejection first: only B changed, with the reviewer's note at its button.
    const since = screen.getByRole('tabpanel');
    const b = within(since).getByRole('region', { name: '方案 B' });
    expect(b.textContent).toContain('第 1 个组件「按钮」');
    expect(b.textContent).toContain('由「现在领取」改为「马上领取」');
    expect(within(b).getByRole('list', { name: '审核批注' }).textContent).toContain('写明领什么');
    expect(within(since).getByRole('region', { name: '方案 A' }).textContent).toContain('无修改');
    expect(screen.getByText(/由 rev2 于 .* 驳回：方案 B 的按钮文案不清楚/)).toBeTruthy();

    // Against the live page: B as what differs from A, its popup's picture as a thumbnail.
    fireEvent.click(screen.getByRole('tab', { name: '与线上版本 v3 的差异' }));
    const live = await waitFor(() => {
      const panel = screen
        .getAllByRole('tabpanel')
        .find((p) => !p.hidden && p.textContent?.includes('与方案 A 的不同'));
      expect(panel).toBeTruthy();
      return panel!;
    });
    const liveB = within(live).getByRole('region', { name: '方案 B' });
    expect(liveB.textContent).toContain('由「立即领取」改为「马上领取」');
    expect(liveB.textContent).not.toContain('5e1f0a9b');
    expect(within(liveB).getByRole('img', { name: '图片地址' }).getAttribute('src')).toBe(
      '/media/5e1f0a9b.png',
    );
    expect(live.textContent).toContain('活动结束后 › 结束页文案 设为「下一期四月开始」');
    expect(live.textContent).not.toContain('"key"');

    // The switcher: B, its popup opened in the frame, then the ended page.
    expect(screen.queryByRole('button', { name: '打开弹窗「gift」' })).toBeNull();
    fireEvent.click(screen.getByText('方案 B（50%）'));
    const bFrame = await screen.findByTitle('提交审核的版本 · 方案 B');
    expect(bFrame.getAttribute('src')).toBe('/h5-page/h5/spring?isPreview=1&review=7&variant=b');
    fireEvent.click(screen.getByRole('button', { name: '打开弹窗「gift」' }));
    expect((await screen.findByTitle('提交审核的版本 · 方案 B')).getAttribute('src')).toBe(
      '/h5-page/h5/spring?isPreview=1&review=7&variant=b&popup=gift',
    );
    fireEvent.click(screen.getByText('活动结束后'));
    expect((await screen.findByTitle('提交审核的版本 · 活动结束后')).getAttribute('src')).toBe(
      '/h5-page/h5/spring?isPreview=1&review=7&ended=1',
    );
    // 在手机中查看 on a variant's changes shows it.
    fireEvent.click(within(liveB).getByRole('button', { name: '在手机中查看' }));
    await screen.findByTitle('提交审核的版本 · 方案 B');

    // A note added now starts at B's first block, the one on the phone.
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '按钮再改' } });
    fireEvent.click(screen.getByRole('button', { name: '添加组件批注' }));
    fireEvent.change(screen.getByLabelText('批注 1'), { target: { value: '改成“预约体验”' } });
    fireEvent.click(screen.getByRole('button', { name: /^驳\s?回$/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({
      comment: '按钮再改',
      notes: [{ path: 'variants[1].page_schema[0]', text: '改成“预约体验”' }],
    });
  });

  it('an A/B page names a named variant by its letter and name, and its renaming as a change', async () => {
    serve('reviewer', 'the-reviewer', 'named');
    openAdmin('/admin/reviews/7');
    await screen.findByTitle('提交审核的版本 · 方案 A');
    fireEvent.click(screen.getByText('方案 B · 新人礼版（50%）'));
    await screen.findByTitle('提交审核的版本 · 方案 B · 新人礼版');
    const since = screen.getAllByRole('tabpanel')[0]!;
    const b = within(since).getByRole('region', { name: '方案 B · 新人礼版' });
    expect(b.textContent).toContain('方案名称 设为「新人礼版」');
  });

  it('an A/B page with 自动分配流量 says the weights are not the split, shows the setting changed, and takes a note on it', async () => {
    const posted = serve('reviewer', 'the-reviewer', 'automatic');
    openAdmin('/admin/reviews/7');
    await screen.findByTitle('提交审核的版本 · 方案 A');
    expect(
      screen.getByText(
        '已开启自动分配流量：访客按各方案的实验数据分配（留出 20% 平均分配用于分析），括号中的流量占比不生效',
      ),
    ).toBeTruthy();
    expect(screen.getByText('方案 A（50%）')).toBeTruthy();

    // Since the rejection, by the weights then: the change of setting, under A/B 实验.
    const since = screen.getByRole('tabpanel');
    const line = within(since).getByText('流量分配').closest<HTMLElement>('.version-diff__row')!;
    expect(line.textContent).toContain(
      '由「按流量占比」改为「自动分配（Thompson 抽样，留出 20% 平均分配用于分析）」',
    );
    expect(within(line).getByText('A/B 实验')).toBeTruthy();

    // The reviewer can pin a note to the setting itself.
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '先按占比跑一周' } });
    fireEvent.click(screen.getByRole('button', { name: '添加组件批注' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '批注 1 的组件' }));
    fireEvent.click(await screen.findByText('A/B 实验 › 流量分配'));
    fireEvent.change(screen.getByLabelText('批注 1'), { target: { value: '不要自动分配' } });
    fireEvent.click(screen.getByRole('button', { name: /^驳\s?回$/ }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({
      comment: '先按占比跑一周',
      notes: [{ path: 'variant_allocation', text: '不要自动分配' }],
    });
  });
});
