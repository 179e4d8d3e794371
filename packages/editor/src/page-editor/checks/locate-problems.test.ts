import { describe, expect, it } from 'vitest';
import { validatePage } from '@h5-page/schema/validate-page';
import { locateProblems, ROOT_KEY } from './locate-problems.ts';
import { pageToData } from '../../shared/page-data.ts';
import type { CanvasBlock } from '../../shared/page-data.ts';
import { pathSegments, problemLine, problemPlace } from '../../shared/problem-place.ts';
import { problemText } from '../../shared/problem-text.ts';

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
    expect(problemText('请填写填写项名称')).toBe('请填写填写项名称');
  });
});

describe('problems in the marketer’s words', () => {
  const page = {
    code: 'p',
    title: '',
    page_schema: [
      { name: 'image', value: { url: '/a.png' }, children: [] },
      { name: 'button', value: { text: 'x', background: '' }, children: [] },
      {
        name: 'popup',
        value: { id: 'p1' },
        children: [{ name: 'countdown', value: { type: 1 }, children: [] }],
      },
      {
        name: 'suspension',
        value: { style: { backgroundColor: 'nope' } },
        children: [],
      },
    ],
  };

  it('names the block by its place and label, and the field by its label', () => {
    const result = validatePage(page);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = result.problems.map((p) => problemLine(p, page));
    expect(lines).toContain('第 2 个组件 · 按钮 › 背景色：应为 CSS 颜色，例如 #ff0000');
    expect(lines).toContain('第 3 个组件 · 弹窗 › 第 1 个子组件 · 倒计时 › 结束时间：必填');
    expect(lines.join('\n')).not.toMatch(/page_schema|value\./);
  });

  it('names page settings, list items and keys no definition names', () => {
    expect(problemPlace('title', page)).toBe('页面设置 › 页面标题');
    expect(problemPlace('page_schema[3].value.style.backgroundColor', page)).toBe(
      '第 4 个组件 · 悬浮栏 › 样式 › 背景色',
    );
    expect(problemPlace('page_schema[0].value.url', page)).toBe('第 1 个组件 · 图片 › 图片地址');
    expect(problemPlace('page_schema[1].value.mystery', page)).toBe('第 2 个组件 · 按钮 › mystery');
    expect(problemPlace('page_schema[9].value.x', page)).toBe('第 10 个组件 › x');
    expect(pathSegments('a[2]["b c"].d')).toEqual(['a', 2, 'b c', 'd']);
  });
});
