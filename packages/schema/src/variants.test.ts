import { describe, expect, it } from 'vitest';
import { examplePage } from '#test/contract-example.ts';
import { formatProblem, validatePage } from './validate-page.ts';
import type { PageVariant } from './variants.ts';
import { variantDisplayName, variantListProblems, variantNameProblem } from './variants.ts';

const blocks = [{ name: 'empty', value: { height: 10 }, children: [] }];
const variant = (key: string, name?: unknown) => ({
  key,
  weight: 50,
  ...(name === undefined ? {} : { name }),
  page_schema: blocks,
});
const lines = (variants: unknown[]) =>
  variantListProblems(variants).map((problem) => `${problem.path}: ${problem.message}`);

describe('variant names', () => {
  it('accepts variants named or not, the names distinct', () => {
    expect(lines([variant('a'), variant('b', '新人礼版')])).toEqual([]);
    expect(lines([variant('a', '原版'), variant('b', '新人礼版')])).toEqual([]);
    // 20 characters as people count them: an emoji is one.
    expect(lines([variant('a', '一'.repeat(20)), variant('b', '🎁'.repeat(20))])).toEqual([]);
  });

  it('names the path of each bad name, in words', () => {
    expect(
      lines([
        { ...variant('a', ''), weight: 25 },
        { ...variant('b', '   '), weight: 25 },
        { ...variant('c', '一'.repeat(21)), weight: 25 },
        { ...variant('d', 7), weight: 25 },
      ]),
    ).toEqual([
      'variants[0].name: expected 1 to 20 characters',
      'variants[1].name: expected 1 to 20 characters',
      'variants[2].name: expected 1 to 20 characters',
      'variants[3].name: expected a string',
    ]);
    expect(lines([variant('a', ' 原版'), variant('b', '新人\n礼版')])).toEqual([
      'variants[0].name: expected no spaces at the start or end',
      'variants[1].name: expected no control characters or line breaks',
    ]);
    expect(lines([variant('a', '新人\u0000礼'), variant('b', null)])).toEqual([
      'variants[0].name: expected no control characters or line breaks',
      'variants[1].name: expected a string',
    ]);
  });

  it('refuses a name two variants share, at the second', () => {
    expect(
      lines([
        { ...variant('a', '新人礼版'), weight: 34 },
        { ...variant('b', '老客版'), weight: 33 },
        { ...variant('c', '新人礼版'), weight: 33 },
      ]),
    ).toEqual(['variants[2].name: name "新人礼版" is used twice']);
  });

  it('is checked by validatePage, which keeps a name and adds none', () => {
    const named = validatePage(
      examplePage({ variants: [variant('a'), variant('b', '新人礼版')] as PageVariant[] }),
    );
    expect(named.ok && named.page.variants?.map((v) => v.name)).toEqual([undefined, '新人礼版']);
    expect(named.ok && named.page.variants?.map((v) => 'name' in v)).toEqual([false, true]);

    const bad = validatePage(
      examplePage({ variants: [variant('a', '同名'), variant('b', '同名')] as PageVariant[] }),
    );
    expect(bad.ok ? [] : bad.problems.map(formatProblem)).toEqual([
      'variants[1].name: name "同名" is used twice',
    ]);
  });

  it('says why a single name cannot be one', () => {
    expect(variantNameProblem('新人礼版')).toBeNull();
    expect(variantNameProblem('新人礼版 ')).toBe('expected no spaces at the start or end');
    expect(variantNameProblem('新人\t礼版')).toBe('expected no control characters or line breaks');
    expect(variantNameProblem(undefined)).toBe('expected a string');
  });
});

describe('variantDisplayName', () => {
  it('is the letter, then the name when there is one', () => {
    expect(variantDisplayName({ name: '新人礼版' }, 0)).toBe('方案 A · 新人礼版');
    expect(variantDisplayName({ name: '老客版' }, 3)).toBe('方案 D · 老客版');
    expect(variantDisplayName({}, 1)).toBe('方案 B');
    expect(variantDisplayName(undefined, 2)).toBe('方案 C');
  });

  it('reads a draft being edited: a blank or wrong name counts as none', () => {
    expect(variantDisplayName({ name: '  ' }, 1)).toBe('方案 B');
    expect(variantDisplayName({ name: 5 }, 1)).toBe('方案 B');
    expect(variantDisplayName({ name: ' 新人礼版 ' }, 1)).toBe('方案 B · 新人礼版');
  });
});
