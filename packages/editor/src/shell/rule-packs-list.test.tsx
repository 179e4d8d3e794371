import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rulePacks } from '@h5-page/blocks/compliance/rule-packs';
import { RulePacksList } from './rule-packs-list.tsx';

describe('the built-in rule packs in 合规词库', () => {
  it('names each pack’s regulation and version, and opens to each rule’s source and rewording', () => {
    render(<RulePacksList />);
    for (const pack of rulePacks())
      expect(screen.getByText(new RegExp(`${pack.document} · 版本 ${pack.version}`))).toBeTruthy();
    fireEvent.click(screen.getByText('金融营销宣传'));
    const rule = rulePacks()[0]!.rules[0]!;
    expect(screen.getByText(rule.title)).toBeTruthy();
    expect(screen.getByText(rule.source)).toBeTruthy();
    expect(screen.getByText(rule.suggestion)).toBeTruthy();
    expect(screen.getByText(/保本、保收益、无风险/)).toBeTruthy();
  });
});
