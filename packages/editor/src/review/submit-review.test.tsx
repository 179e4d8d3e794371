import '#test/jsdom-layout.ts';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { adminAnswer } from '#test/admin-app.tsx';
import { SubmitReview } from './submit-review.tsx';

const REVIEW = {
  id: 7,
  page_code: 'spring',
  page_title: '春季投顾体验',
  revision: 4,
  note: '',
  submitted_by: 'ed1',
  submitted_at: '2026-11-26T01:00:00.000Z',
  decided_by: 'rev1',
  decided_at: '2026-11-26T02:00:00.000Z',
  comment: '请补充活动时间',
  notes: [],
  current: true,
};

afterEach(() => vi.unstubAllGlobals());

describe('提交审核', () => {
  it('shows the request it submitted, even when a reading asked for before answers after', async () => {
    // The reading the save's new revision asks for is held until the submission has answered.
    let answerStale: () => void = () => {};
    let readings = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          return adminAnswer({ review: { ...REVIEW, status: 'pending', decided_by: null } });
        }
        readings += 1;
        const rejected = adminAnswer({
          review: { ...REVIEW, status: 'rejected' },
          review_required: true,
        });
        if (readings === 1) return rejected;
        return new Promise<Response>((resolve) => (answerStale = () => resolve(rejected)));
      }),
    );
    function Header() {
      const [revision, setRevision] = useState(1);
      const save = () => {
        setRevision((r) => r + 1);
        return Promise.resolve(true);
      };
      return (
        <App>
          <SubmitReview code="spring" page={null} revision={revision} save={save} onGo={() => {}} />
        </App>
      );
    }
    render(<Header />);
    await screen.findByText('已驳回');
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    fireEvent.click(await screen.findByRole('button', { name: '保存并提交' }));
    await screen.findByText('待审核');
    expect(readings).toBe(2);
    await act(async () => answerStale());
    expect(screen.getByText('待审核')).toBeTruthy();
    expect(screen.queryByText('已驳回')).toBeNull();
  });
});
