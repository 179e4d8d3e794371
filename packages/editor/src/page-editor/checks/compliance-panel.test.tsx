import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { complianceChecks } from '@h5-page/blocks/compliance/compliance-checks';
import { CompliancePanel } from './compliance-panel.tsx';

describe('the 合规检查 panel', () => {
  it('shows each rule pack problem with the regulation it enforces and a rewording', () => {
    const page = {
      code: 'p',
      title: '页面',
      meta: { keywords: '', description: '' },
      page_schema: [
        { name: 'code', value: { html: '<div>本金无忧，年化收益 20%</div>' }, children: [] },
      ],
    };
    const problems = complianceChecks(page, { phrases: [] });
    render(
      <CompliancePanel open problems={problems} page={null} onGo={() => {}} onClose={() => {}} />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('含有禁用词「本金无忧」')).toBeTruthy();
    expect(first.getByText(/银发〔2019〕316号/).textContent).toMatch(/^依据《关于进一步规范/);
    expect(first.getByText(/投资有风险，本服务不保证本金和收益/).textContent).toMatch(/^建议/);
    expect(within(items[1]!).getByText(/《证券投资基金销售管理办法》/)).toBeTruthy();
  });
});
