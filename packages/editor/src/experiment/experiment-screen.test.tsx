import '#test/jsdom-layout.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditorRole } from '@h5-page/schema/editor-roles';
import { adminAnswer, openAdmin } from '#test/admin-app.tsx';
import { stubSignedInFetch } from '#test/stub-signed-in-fetch.ts';
import type { ExperimentReport, VariantFigures } from './experiment-api.ts';

const figures = (
  key: string,
  weight: number,
  visitors: number,
  leads: number,
  interval: [number, number],
  p: number | null,
  significant = false,
  difference: [number, number] | null = null,
  quick: Partial<VariantFigures> = {},
): VariantFigures => ({
  key,
  weight,
  unique_visitors: visitors,
  clicks: visitors * 2,
  clicks_per_visitor: 2,
  clicks_per_visitor_low: 1.9,
  clicks_per_visitor_high: 2.1,
  stay_measured: visitors,
  quick_leaves: Math.round(visitors * 0.2),
  quick_leave_rate: 0.2,
  quick_leave_low: 0.18,
  quick_leave_high: 0.22,
  quick_leave_p: key === 'a' ? null : 0.8,
  quick_leave_worse: false,
  ...quick,
  leads,
  conversion: leads / visitors,
  conversion_low: interval[0],
  conversion_high: interval[1],
  p_value: p,
  difference_low: difference?.[0] ?? null,
  difference_high: difference?.[1] ?? null,
  significant,
});

const WON: ExperimentReport = {
  live: true,
  version: 3,
  from: '2026-11-20',
  to: '2026-11-26',
  test: 'mSPRT (always valid), Holm-corrected, alpha 0.05; Wilson 95 % intervals; sample-ratio check; guardrail: left within 5 s; an automatic allocation: its equal-weight holdout only',
  period: 1,
  periods: [
    {
      number: 1,
      start: '2026-11-20T02:00:00.000Z',
      end: null,
      versions: [3],
      allocation: 'weights',
      variants: [
        { key: 'a', weight: 50 },
        { key: 'b', weight: 50 },
      ],
    },
  ],
  holdout_only: false,
  allocation: null,
  quick_leave_ms: 5000,
  held_back: null,
  variants: [
    figures('a', 50, 1000, 42, [0.0312, 0.0563], null),
    figures('b', 50, 1000, 81, [0.0656, 0.0995], 0.0004, true, [0.0082, 0.0698]),
  ],
  winner: 'b',
  reason:
    '方案 B 转化率 8.1%，显著高于其余方案（序贯检验 mSPRT，每天查看结论仍然有效；Holm 校正，α = 0.05）',
  sample_ratio: {
    observed: [1000, 1000],
    expected: [1000, 1000],
    chi_square: 0,
    p_value: 1,
    mismatch: false,
  },
  plan: {
    lift: 0.2,
    power: 0.8,
    baseline: 0.042,
    baseline_from: 'control',
    visitors_per_variant: 18990,
    daily_visitors: 400,
    days: 95,
    days_left: 90,
  },
};

/**
 * A fake admin API signed in as `role`: page `spring` with its experiment report `report`
 * (`reports` answers in turn when several are given). Records the writes it was sent.
 */
function serve(role: EditorRole, ...reports: ExperimentReport[]) {
  const writes: { method: string; path: string }[] = [];
  const asked: string[] = [];
  stubSignedInFetch(role, ({ method, path }) => {
    if (path.startsWith('/pages/spring/experiment')) {
      asked.push(path);
      return adminAnswer(reports[Math.min(asked.length, reports.length) - 1]);
    }
    if (path === '/pages/spring/variants/b/promote' && method === 'POST') {
      writes.push({ method, path });
      return adminAnswer({
        code: 'spring',
        revision: 5,
        updated_at: '2026-11-26T02:00:00.000Z',
        updated_by: `the-${role}`,
      });
    }
    if (path === '/pages/spring') {
      return adminAnswer({ draft: { title: '春季开户活动', page_schema: [] }, revision: 4 });
    }
    if (path.startsWith('/pages?')) {
      return adminAnswer({
        pages: [
          {
            code: 'spring',
            title: '春季开户活动',
            status: 'live',
            live_version: 3,
            updated_at: null,
            updated_by: null,
            experiment: true,
          },
          {
            code: 'plain',
            title: '普通页面',
            status: 'live',
            live_version: 1,
            updated_at: null,
            updated_by: null,
            experiment: false,
          },
        ],
      });
    }
    return undefined;
  });
  return { writes, asked };
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr[data-row-key]')];

afterEach(() => {
  vi.unstubAllGlobals();
  history.pushState(null, '', '/admin/');
});

describe('实验', () => {
  it('shows each variant’s figures, its interval as text and as a bar, the p value and the winner', async () => {
    serve('editor', WON);
    openAdmin('/admin/pages/spring/experiment');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(await screen.findByText('春季开户活动')).toBeTruthy();
    const [a, b] = rows();
    expect(within(a!).getByText('方案 A')).toBeTruthy();
    expect(within(a!).getByText('对照', { selector: '.ant-tag' })).toBeTruthy();
    expect(a!.textContent).toContain('4.2%（3.1%–5.6%）');
    expect(a!.textContent).toContain('1,000');
    expect(b!.textContent).toContain('8.1%（6.6%–10.0%）');
    expect(b!.textContent).toContain('< 0.001');
    expect(within(b!).getByText('显著')).toBeTruthy();
    expect(within(b!).getByText('胜出')).toBeTruthy();
    expect(b!.textContent).toContain('50%');

    // The bars share a scale: 方案 B's interval starts right of where 方案 A's ends.
    const range = (row: HTMLElement) => row.querySelector<HTMLElement>('.interval-bar__range')!;
    const left = (el: HTMLElement) => Number.parseFloat(el.style.left);
    const scale = 0.0995 * 1.1;
    expect(left(range(a!))).toBeCloseTo((0.0312 / scale) * 100, 1);
    expect(left(range(b!))).toBeCloseTo((0.0656 / scale) * 100, 1);
    // Each challenger's row draws the control's interval behind its own.
    expect(a!.querySelector('.interval-bar__control')).toBeNull();
    expect(left(b!.querySelector<HTMLElement>('.interval-bar__control')!)).toBeCloseTo(
      left(range(a!)),
      5,
    );

    expect(screen.getByText('方案 B 胜出')).toBeTruthy();
    expect(screen.getByText(WON.reason)).toBeTruthy();
    const meta = screen.getByText(/统计区间：2026-11-20 至 2026-11-26/).textContent;
    expect(meta).toContain('序贯检验 mSPRT（每天查看结论仍然有效）');
    // Every part of the server's name of its test in the marketer's words.
    expect(meta).toContain('自动分配时只分析平均分配的留出访客');
    expect(meta).not.toMatch(/allocation|holdout|guardrail/);
    // The confidence sequence on the difference from the control, in percentage points.
    expect(b!.textContent).toContain('+0.8 ~ +7.0 个百分点');
    expect(
      screen.getByText(
        '以对照组目前的转化率 4.2% 为基准，要以 80% 的把握检测出 +20% 的相对提升，每个方案约需 18,990 位访客；按近 7 天日均 400 位访客，全程约 95 天，还需约 90 天',
      ),
    ).toBeTruthy();

    // Clicks per visitor and the guardrail, each with its interval.
    const figures = (row: HTMLElement) =>
      [...row.querySelectorAll('.experiment-figure')].map((cell) => [
        cell.querySelector('.experiment-figure__value')!.textContent,
        cell.querySelector('.experiment-figure__interval')!.textContent,
      ]);
    expect(figures(b!)).toEqual([
      ['2.00', '1.90–2.10'],
      ['20.0%', '18.0%–22.0%'],
    ]);
    expect(within(b!).queryByText('显著变差')).toBeNull();

    // An editor may not promote: the button is there, disabled.
    const promote = within(b!).getByText('设为页面').closest('button')!;
    expect(promote.disabled).toBe(true);
  });

  it('says the reason when there is no winner, and asks for dates when told to', async () => {
    const { asked } = serve('publisher', {
      ...WON,
      winner: null,
      variants: [
        figures('a', 50, 40, 2, [0.014, 0.165], null),
        figures('b', 50, 38, 3, [0.027, 0.208], null),
      ],
      reason: '样本不足：每个方案至少需要 100 位访客',
    });
    openAdmin('/admin/pages/spring/experiment');
    expect(await screen.findByText('样本不足：每个方案至少需要 100 位访客')).toBeTruthy();
    expect(screen.getByText('暂无胜出方案')).toBeTruthy();
    expect(screen.queryByText('胜出')).toBeNull();
    expect(rows()[1]!.textContent).toContain('—');
    expect(asked).toEqual(['/pages/spring/experiment?lift=20']);

    fireEvent.click(screen.getByText('按日期'));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatch(
      /^\/pages\/spring\/experiment\?lift=20&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
    );
    // Another lift to plan for asks again, once the dated answer is on the screen.
    fireEvent.click(await screen.findByText('+50%'));
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]).toMatch(/^\/pages\/spring\/experiment\?lift=50&from=/);
  });

  it('names each variant the marketer named by its letter and name, in the table and the verdict', async () => {
    serve('publisher', {
      ...WON,
      variants: [
        { ...WON.variants[0]!, name: '原版' },
        { ...WON.variants[1]!, name: '新人礼版' },
      ],
    });
    openAdmin('/admin/pages/spring/experiment');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [a, b] = rows();
    expect(within(a!).getByText('方案 A · 原版')).toBeTruthy();
    expect(within(b!).getByText('方案 B · 新人礼版')).toBeTruthy();
    expect(screen.getByText('方案 B · 新人礼版 胜出')).toBeTruthy();
    fireEvent.click(within(b!).getByText('设为页面'));
    expect(
      await screen.findByText('将方案 B · 新人礼版 设为页面？', {
        selector: '.ant-modal-confirm-title',
      }),
    ).toBeTruthy();
  });

  it('says 分流异常 with the counts and names no winner when the split is off', async () => {
    serve('editor', {
      ...WON,
      winner: null,
      variants: [
        figures('a', 50, 4000, 200, [0.0437, 0.0571], null),
        figures('b', 50, 2600, 300, [0.1036, 0.1283], 0.0001, false, [0.045, 0.085]),
      ],
      reason:
        '分流异常：访客的分配与设定的权重不符（方案 A 实际 4000 位、应为约 3300 位；方案 B 实际 2600 位、应为约 3300 位；卡方检验 p < 0.001）。请先排查方案页面能否正常打开、缓存与投放渠道，本次结果不可用于判断胜负',
      sample_ratio: {
        observed: [4000, 2600],
        expected: [3300, 3300],
        chi_square: 296.97,
        p_value: 0,
        mismatch: true,
      },
    });
    openAdmin('/admin/pages/spring/experiment');
    const title = await screen.findByText('分流异常');
    expect(title.closest('.ant-alert')!.className).toContain('ant-alert-error');
    expect(screen.getByText(/方案 A 实际 4000 位、应为约 3300 位/)).toBeTruthy();
    expect(screen.queryByText('胜出')).toBeNull();
    expect(screen.queryByText('显著')).toBeNull();
  });

  it('says which guardrail holds a conversion winner back, and marks it on the row', async () => {
    serve('editor', {
      ...WON,
      winner: null,
      held_back: 'b',
      variants: [
        WON.variants[0]!,
        {
          ...WON.variants[1]!,
          quick_leave_rate: 0.31,
          quick_leave_low: 0.28,
          quick_leave_high: 0.34,
          quick_leave_p: 0.0002,
          quick_leave_worse: true,
        },
      ],
      reason:
        '护栏指标变差：方案 B 转化率 8.1%，显著高于其余方案，但 5 秒内离开的访客占 31.0%，显著高于 方案 A 的 20.0%（序贯检验 p = 0.000），因此暂不判定胜出。请先查看该方案的首屏内容与打开速度',
    });
    openAdmin('/admin/pages/spring/experiment');
    const title = await screen.findByText('护栏指标阻止了方案 B 胜出');
    expect(title.closest('.ant-alert')!.className).toContain('ant-alert-warning');
    expect(screen.getByText(/5 秒内离开的访客占 31.0%/)).toBeTruthy();
    const b = rows()[1]!;
    expect(within(b).getByText('显著变差')).toBeTruthy();
    const guardrail = within(b).getByText('显著变差').closest('.experiment-figure')!;
    expect(guardrail.textContent).toBe('31.0%显著变差28.0%–34.0%');
    expect(screen.queryByText('胜出')).toBeNull();
  });

  it('reads each analysis period on its own after the split changed, the latest first', async () => {
    const periods: ExperimentReport['periods'] = [
      {
        number: 1,
        start: '2026-11-12T01:00:00.000Z',
        end: '2026-11-20T02:05:00.000Z',
        versions: [1, 2],
        allocation: 'weights',
        variants: [
          { key: 'a', weight: 80 },
          { key: 'b', weight: 20 },
        ],
      },
      { ...WON.periods[0]!, number: 2, start: '2026-11-20T02:05:00.000Z' },
    ];
    const { asked } = serve(
      'editor',
      { ...WON, period: 2, periods },
      {
        ...WON,
        period: 1,
        periods,
        from: '2026-11-12',
        to: '2026-11-20',
        winner: null,
        reason: '样本不足：每个方案至少需要 100 位访客才判断胜负（方案 B 目前 60 位）',
      },
    );
    openAdmin('/admin/pages/spring/experiment');
    expect(
      await screen.findByText(
        '方案或流量占比在 11-20 10:05 调整过：此前的数据分属前 1 个阶段，单独分析，不与本阶段混合',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/第 2 阶段（版本 v3）/)).toBeTruthy();
    expect(asked).toEqual(['/pages/spring/experiment?lift=20']);

    // The earlier period, from the picker: asked by its number, shown with its own split.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '分析阶段' }));
    fireEvent.click(
      await screen.findByText('第 1 阶段：11-12 09:00 至 11-20 10:05 · A 80% / B 20%'),
    );
    expect(
      await screen.findByText('正在查看已结束的第 1 阶段：数据与结论只属于这一阶段的流量占比'),
    ).toBeTruthy();
    expect(asked[1]).toBe('/pages/spring/experiment?lift=20&period=1');
    expect(screen.getByText(/第 1 阶段（版本 v1、v2）/)).toBeTruthy();
    expect(screen.getByText(/样本不足/)).toBeTruthy();
  });

  it('shows the automatic allocation now, and that the figures are its holdout’s only', async () => {
    const third = 100 / 3;
    const periods: ExperimentReport['periods'] = [
      {
        number: 1,
        start: '2026-11-12T01:00:00.000Z',
        end: '2026-11-20T02:05:00.000Z',
        versions: [1, 2],
        allocation: 'weights',
        variants: [
          { key: 'a', weight: 34 },
          { key: 'b', weight: 33 },
          { key: 'c', weight: 33 },
        ],
      },
      {
        number: 2,
        start: '2026-11-20T02:05:00.000Z',
        end: null,
        versions: [3],
        allocation: 'thompson',
        variants: [
          { key: 'a', weight: third },
          { key: 'b', weight: third },
          { key: 'c', weight: third },
        ],
      },
    ];
    const allocation: NonNullable<ExperimentReport['allocation']> = {
      holdout_share: 0.2,
      floor: 0.1,
      refresh_ms: 15 * 60 * 1000,
      computed_at: '2026-11-28T06:05:00.000Z',
      variants: [
        { key: 'a', weight: 0.1, share: 0.2 / 3 + 0.08, chance_best: 0.01 },
        { key: 'b', weight: 0.8, share: 0.2 / 3 + 0.64, chance_best: 0.97 },
        { key: 'c', weight: 0.1, share: 0.2 / 3 + 0.08, chance_best: 0.02 },
      ],
    };
    const automatic: ExperimentReport = {
      ...WON,
      period: 2,
      periods,
      holdout_only: true,
      allocation,
      variants: [
        figures('a', third, 1000, 42, [0.0312, 0.0563], null),
        figures('b', third, 1000, 81, [0.0656, 0.0995], 0.0004, true, [0.0082, 0.0698]),
        figures('c', third, 1000, 40, [0.029, 0.054], 0.9),
      ],
    };
    serve('editor', automatic, {
      ...automatic,
      allocation: {
        ...allocation,
        computed_at: null,
        variants: allocation.variants.map((v) => ({
          ...v,
          weight: 1 / 3,
          share: 1 / 3,
          chance_best: null,
        })),
      },
    });
    openAdmin('/admin/pages/spring/experiment');

    expect(
      await screen.findByText('本阶段为自动分配：以下数据只统计平均分配的留出访客（占新访客 20%）'),
    ).toBeTruthy();
    // The holdout's equal weights, with one decimal at most.
    const figuresTable = screen.getByText('各方案数据').closest<HTMLElement>('.ant-card')!;
    const weightCells = [...figuresTable.querySelectorAll('tbody tr[data-row-key]')].map(
      (row) => row.children[1]!.textContent,
    );
    expect(weightCells).toEqual(['33.3%', '33.3%', '33.3%']);
    // The period was started by turning the allocation on.
    expect(
      screen.getByText(
        '流量分配方式在 11-20 10:05 调整过：此前的数据分属前 1 个阶段，单独分析，不与本阶段混合',
      ),
    ).toBeTruthy();

    const card = screen.getByText('自动分配流量').closest<HTMLElement>('.ant-card')!;
    expect(within(card).getByText('更新于 11-28 14:05')).toBeTruthy();
    expect(card.textContent).toContain(
      '20% 的新访客平均分配给各方案，实验数据只统计这部分访客；其余访客按各方案转化率最优的概率分配（每 15 分钟更新，每个方案至少 10%）',
    );
    const shares = () =>
      [...card.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      );
    expect(shares()).toEqual([
      ['方案 A', '14.7%', '10.0%', '1.0%'],
      ['方案 B', '70.7%', '80.0%', '97.0%'],
      ['方案 C', '14.7%', '10.0%', '2.0%'],
    ]);

    // The period picker marks the automatic period.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '分析阶段' }));
    expect(
      (
        await screen.findAllByText(
          '第 2 阶段：11-20 10:05 起（进行中） · A 33.3% / B 33.3% / C 33.3% · 自动分配',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText('第 1 阶段：11-12 09:00 至 11-20 10:05 · A 34% / B 33% / C 33%'),
    ).toBeTruthy();

    // Before the first computation: new visitors are split equally, no chance is known yet.
    fireEvent.click(screen.getByText('+50%'));
    expect(await within(card).findByText('尚未计算：新访客暂时平均分配')).toBeTruthy();
    expect(shares()).toEqual([
      ['方案 A', '33.3%', '33.3%', '—'],
      ['方案 B', '33.3%', '33.3%', '—'],
      ['方案 C', '33.3%', '33.3%', '—'],
    ]);
  });

  it('says nothing of an automatic allocation when the split follows the weights', async () => {
    serve('editor', WON);
    openAdmin('/admin/pages/spring/experiment');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText('自动分配流量')).toBeNull();
    expect(screen.queryByText(/只统计平均分配的留出访客/)).toBeNull();
  });

  it('lets a publisher set a variant as the page, then offers the editor', async () => {
    const { writes } = serve('publisher', WON);
    openAdmin('/admin/pages/spring/experiment');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[1]!).getByText('设为页面'));
    const title = await screen.findByText('将方案 B 设为页面？', {
      selector: '.ant-modal-confirm-title',
    });
    fireEvent.click(within(title.closest<HTMLElement>('.ant-modal')!).getByText('设为页面'));
    expect(
      await screen.findByText('已将方案 B 设为页面草稿，提交审核并发布后实验结束'),
    ).toBeTruthy();
    expect(writes).toEqual([{ method: 'POST', path: '/pages/spring/variants/b/promote' }]);
    fireEvent.click(screen.getByText('打开编辑器'));
    await waitFor(() => expect(location.pathname).toBe('/admin/pages/spring'));
  });

  it('says the experiment has not started before a page with variants is published', async () => {
    serve('publisher', {
      ...WON,
      live: false,
      version: null,
      from: '2026-11-19',
      to: '2026-11-25',
      period: null,
      periods: [],
      variants: [],
      winner: null,
      reason: '',
      sample_ratio: null,
      plan: {
        ...WON.plan!,
        baseline: 0.05,
        baseline_from: 'page',
        visitors_per_variant: 15928,
        days: 16,
        days_left: 16,
        daily_visitors: 2000,
      },
    });
    openAdmin('/admin/pages/spring/experiment');
    expect(await screen.findByText('实验尚未发布：发布含多个方案的页面后开始统计')).toBeTruthy();
    expect(rows()).toHaveLength(0);
    // Planned before it starts, from the page's recent conversion.
    expect(
      screen.getByText(
        '以页面近 7 天的转化率 5.0% 为基准，要以 80% 的把握检测出 +20% 的相对提升，每个方案约需 15,928 位访客；按近 7 天日均 2,000 位访客，全程约 16 天',
      ),
    ).toBeTruthy();
  });

  it('is reached from the page list, on the rows of pages with an experiment', async () => {
    serve('editor', WON);
    openAdmin('/admin/');
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [spring, plain] = rows();
    expect(within(plain!).queryByText('实验')).toBeNull();
    expect(within(spring!).getByText('A/B 实验')).toBeTruthy();
    fireEvent.click(within(spring!).getByText('实验'));
    await waitFor(() => expect(location.pathname).toBe('/admin/pages/spring/experiment'));
    await screen.findByText('方案 B 胜出');
  });
});
