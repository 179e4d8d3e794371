import { describe, expect, it } from 'vitest';
import { validatePage } from '@h5-page/schema/validate-page';
import { locateProblems, ROOT_KEY } from './locate-problems.ts';
import { pageToData } from './page-data.ts';
import type { CanvasBlock } from './page-data.ts';
import { problemText } from './problem-text.ts';

describe('live validation messages', () => {
  it('puts each schema problem on the block it belongs to, with its field path, in Chinese', () => {
    const page = {
      code: 'bad page',
      title: 'x',
      page_schema: [
        { name: 'empty', value: { height: 10 }, children: [] },
        {
          name: 'popup',
          value: { id: 'p1' },
          children: [{ name: 'countdown', value: { type: 1, endTime: 'soon' }, children: [] }],
        },
      ],
    };
    const result = validatePage(page);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const data = pageToData(page);
    const located = locateProblems(data, result.problems);
    const popup = (data.content as unknown as CanvasBlock[])[1]!;
    const countdownId = popup.props.children![0]!.props.id;
    expect(located.get(countdownId)).toEqual([
      { path: 'value.endTime', message: 'expected a number' },
    ]);
    expect(located.get(ROOT_KEY)?.[0]?.path).toBe('code');
    expect(problemText('expected a number')).toBe('应为数字');
    expect(problemText(located.get(ROOT_KEY)![0]!.message)).toBe('只能包含字母、数字、“_”和“-”');
  });

  it('translates the messages the schema gives', () => {
    expect(problemText('required')).toBe('必填');
    expect(problemText('expected a number >= 0')).toBe('应为>= 0 的数字');
    expect(problemText('expected a string or a number')).toBe('应为文字或数字');
    expect(problemText('expected a safe URL (no javascript:, vbscript:, file: or data:)')).toMatch(
      '不安全',
    );
    expect(problemText('something new')).toBe('数据有误（something new）');
  });
});
