import { describe, expect, it } from 'vitest';
import { CONTRACT_EXAMPLE } from '#test/contract-example.ts';
import { validatePage } from './validate-page.ts';

const withAfterEnd = (afterEnd: unknown) => ({ ...CONTRACT_EXAMPLE, after_end: afterEnd });
const problemsOf = (afterEnd: unknown) => {
  const result = validatePage(withAfterEnd(afterEnd));
  return result.ok ? [] : result.problems;
};

describe('the page file’s after_end', () => {
  it('is kept as part of the page: a notice with its link, or a redirect', () => {
    const notice = {
      kind: 'notice',
      message: '感谢参与，下一期见',
      link_text: '查看下一期',
      link_url: '/h5-page/h5/spring',
    };
    const checked = validatePage(withAfterEnd(notice));
    expect(checked.ok && checked.page.after_end).toEqual(notice);
    const redirect = { kind: 'redirect', url: 'https://www.example.com/next' };
    const sent = validatePage(withAfterEnd(redirect));
    expect(sent.ok && sent.page.after_end).toEqual(redirect);
    // A page without one is the default ended page, as before.
    expect(validatePage(CONTRACT_EXAMPLE).ok).toBe(true);
  });

  it('names what is wrong, by path, in the builder’s words', () => {
    expect(problemsOf({ kind: 'notice', link_text: '看看' })).toEqual([
      { path: 'after_end.link_url', message: '按钮文字和链接地址需同时填写' },
    ]);
    expect(problemsOf({ kind: 'notice', link_url: 'javascript:alert(1)' })).toEqual(
      expect.arrayContaining([
        {
          path: 'after_end.link_url',
          message: '链接地址应为本站地址（以 / 开头，如 /h5-page/h5/spring）或 https:// 开头的网址',
        },
      ]),
    );
    expect(problemsOf({ kind: 'notice', message: '长'.repeat(201) })).toEqual([
      { path: 'after_end.message', message: '结束页文案最多 200 个字' },
    ]);
    expect(problemsOf({ kind: 'redirect', url: '' })).toEqual(
      expect.arrayContaining([{ path: 'after_end.url', message: '请选择结束后跳转的页面' }]),
    );
    expect(problemsOf({ kind: 'elsewhere' })).toHaveLength(1);
    expect(problemsOf({ kind: 'elsewhere' })[0]?.path).toBe('after_end.kind');
  });

  it('never redirects visitors back to the page itself', () => {
    const own = `/h5-page/h5/${CONTRACT_EXAMPLE.code.toUpperCase()}?from=end`;
    expect(problemsOf({ kind: 'redirect', url: own })).toEqual([
      { path: 'after_end.url', message: '结束后不能跳转回本页面，请选择其他页面' },
    ]);
  });
});
