import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import {
  cleansItsOwnText,
  isIsoInstant,
  oneOf,
  optionalDay,
  optionalIntIn,
  optionalParagraph,
  paragraph,
  parseFields,
} from './fields.ts';

/** The msg of the refusal `parseFields` throws, or null when it accepts. */
function refusal(schema: z.ZodType, input: unknown): string | null {
  try {
    parseFields(schema, input);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).msg;
  }
}

describe('text no column can hold', () => {
  it('is refused in any field a schema lets through, naming it, keys included', () => {
    const loose = z.object({
      note: z.string().optional(),
      items: z.array(z.object({ text: z.string() })).optional(),
      data: z.record(z.string(), z.unknown()).optional(),
      page: z.unknown().optional(),
    });
    expect(refusal(loose, { note: 'a\u0000b' })).toBe(
      '参数 note 不能包含控制字符（如 U+0000 空字符）',
    );
    expect(refusal(loose, { items: [{ text: 'ok' }, { text: 'x\u0000' }] })).toBe(
      '参数 items[1].text 不能包含控制字符（如 U+0000 空字符）',
    );
    expect(refusal(loose, { data: { 'k\u0000': 1 } })).toBe(
      '参数 data.k? 不能包含控制字符（如 U+0000 空字符）',
    );
    expect(refusal(loose, { page: { blocks: [{ value: { title: 'a\uD800' } }] } })).toBe(
      '参数 page.blocks[0].value.title 含有不完整的 Unicode 字符',
    );
    // Whole characters, line breaks and emoji are text like any other.
    expect(refusal(loose, { note: '第一行\n第二行 😀', page: { a: ['\t'] } })).toBeNull();
  });

  it('is found at any depth without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`) as unknown;
    expect(refusal(z.object({ page: z.unknown() }), { page: deep })).toMatch(
      /^参数 page\[0\]\[0\].*不能包含控制字符/,
    );
  });

  it('is left to a schema whose handler cleans it', () => {
    const cleaning = cleansItsOwnText(z.object({ data: z.record(z.string(), z.unknown()) }));
    expect(refusal(cleaning, { data: { k: 'a\u0000b' } })).toBeNull();
  });
});

describe('paragraphs, days and instants', () => {
  it('a paragraph keeps its lines and refuses other control characters', () => {
    const schema = z.object({ text: paragraph({ max: 20 }), note: optionalParagraph({ max: 5 }) });
    expect(parseFields(schema, { text: '  一\n\t二  ' })).toEqual({ text: '一\n\t二' });
    expect(refusal(schema, { text: 'a\u0001b' })).toBe(
      '参数 text 不能包含控制字符（如 U+0000 空字符）',
    );
    expect(refusal(schema, { text: 5 })).toBe('参数 text 应为文本');
    expect(refusal(schema, { text: '  ' })).toBe('参数 text 不能为空');
    expect(refusal(schema, { text: 'a', note: '123456' })).toBe('参数 note 不能超过 5 个字符');
  });

  it('a day must exist', () => {
    const schema = z.object({ from: optionalDay() });
    expect(parseFields(schema, { from: '2028-02-29' })).toEqual({ from: '2028-02-29' });
    expect(parseFields(schema, {})).toEqual({});
    for (const day of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10'])
      expect(refusal(schema, { from: day }), day).toMatch(/^参数 from 不是有效的日期/);
    expect(refusal(schema, { from: '2026-3-1' })).toBe('参数 from 格式不正确');
  });

  it('an instant must name a time that exists', () => {
    for (const good of [
      '2026-03-01T08:00Z',
      '2026-03-01T08:00:00.123+08:00',
      '2028-02-29T23:59:59-0130',
    ])
      expect(isIsoInstant(good), good).toBe(true);
    for (const bad of [
      '2026-02-30T08:00:00Z',
      '2026-03-01T24:00:00Z',
      '2026-03-01T08:60:00Z',
      '2026-03-01T08:00:60Z',
      '2026-03-01T08:00:00+24:00',
      '2026-03-01T08:00:00',
      '2026-03-01',
    ])
      expect(isIsoInstant(bad), bad).toBe(false);
  });
});

describe('optionalIntIn', () => {
  const schema = z.object({ kind: optionalIntIn([1, 2, 3]) });

  it('takes one of its values, as a number or digits, or nothing', () => {
    expect(parseFields(schema, { kind: '2' })).toEqual({ kind: 2 });
    expect(parseFields(schema, { kind: 3 })).toEqual({ kind: 3 });
    expect(parseFields(schema, { kind: '' })).toEqual({ kind: undefined });
    expect(parseFields(schema, {})).toEqual({ kind: undefined });
  });

  it('refuses any other value, naming the field and its values', () => {
    for (const kind of ['abc', '9', 0, 2.5, '1e0', true]) {
      expect(refusal(schema, { kind }), String(kind)).toBe('参数 kind 只能是 1、2、3');
    }
    expect(refusal(schema, { kind: ['1', '2'] })).toBe('参数 kind 只能传一个值');
  });
});

describe('oneOf', () => {
  const side = z.object({ side: oneOf(['buy', 'sell']) });
  const period = z.object({ period: oneOf(['week', 'month', 'total'], 'week') });

  it('takes one of its values, trimmed, or its fallback when absent', () => {
    expect(parseFields(side, { side: ' sell ' })).toEqual({ side: 'sell' });
    expect(parseFields(period, { period: 'month' })).toEqual({ period: 'month' });
    expect(parseFields(period, { period: '' })).toEqual({ period: 'week' });
    expect(parseFields(period, {})).toEqual({ period: 'week' });
  });

  it('refuses any other value, and a missing one without a fallback, naming the field', () => {
    for (const value of ['hold', 'BUY', 1, true]) {
      expect(refusal(side, { side: value }), String(value)).toBe('参数 side 只能是 buy、sell');
    }
    expect(refusal(side, {})).toBe('参数 side 不能为空');
    expect(refusal(side, { side: '  ' })).toBe('参数 side 不能为空');
    expect(refusal(period, { period: 'year' })).toBe('参数 period 只能是 week、month、total');
  });
});
