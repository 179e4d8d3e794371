import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatPath } from './format-path.ts';
import { issueMessage } from './issue-message.ts';
import { activityPageSchema, pageCodeSchema, pageHeaderSchema } from './page.ts';

function problems(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input, { error: issueMessage });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

const PAGE = {
  code: 'demo',
  title: '页面标题',
  meta: { keywords: 'k', description: 'd' },
  background: '#f5f5f5',
  is_auto_fit: 0,
  extra: { pageID: 1001 },
  page_schema: [{ name: 'countdown', value: { type: 1, endTime: 1767225600000 }, children: [] }],
};

describe('page code', () => {
  it.each(['demo', 'a', 'A_b-9', 'x'.repeat(64)])('accepts %s', (code) => {
    expect(problems(pageCodeSchema, code)).toEqual([]);
  });

  it.each([
    ['', 'expected a non-empty string'],
    ['x'.repeat(65), 'expected at most 64 characters'],
    ['a b', 'expected only letters, digits, "_" and "-"'],
    ['a/b', 'expected only letters, digits, "_" and "-"'],
    ['活动', 'expected only letters, digits, "_" and "-"'],
    ['../etc', 'expected only letters, digits, "_" and "-"'],
    ['a.b', 'expected only letters, digits, "_" and "-"'],
  ])('rejects %j with one problem', (code, message) => {
    expect(problems(pageCodeSchema, code)).toEqual([`(root): ${message}`]);
  });
});

describe('page header', () => {
  it('accepts the CONTRACT section 3 example', () => {
    expect(problems(pageHeaderSchema, PAGE)).toEqual([]);
  });

  it('fills defaults for missing optional fields', () => {
    const result = pageHeaderSchema.parse({ code: 'c', title: '', page_schema: [] });
    expect(result).toEqual({
      code: 'c',
      title: '',
      meta: { keywords: '', description: '' },
      background: '',
      is_auto_fit: 0,
      extra: {},
      page_schema: [],
    });
    const partial = pageHeaderSchema.parse({ ...PAGE, meta: { keywords: 'k' } });
    expect(partial.meta).toEqual({ keywords: 'k', description: '' });
  });

  it('does not share default objects between pages', () => {
    const a = pageHeaderSchema.parse({ code: 'a', title: '', page_schema: [] });
    const b = pageHeaderSchema.parse({ code: 'b', title: '', page_schema: [] });
    expect(a.extra).not.toBe(b.extra);
    expect(a.meta).not.toBe(b.meta);
  });

  it('keeps unknown keys at the top and in meta and extra', () => {
    const result = pageHeaderSchema.parse({
      ...PAGE,
      custom: 1,
      meta: { ...PAGE.meta, og: 'x' },
      extra: { pageID: 1, campaign: 'c' },
    });
    expect(result).toMatchObject({ custom: 1, meta: { og: 'x' }, extra: { campaign: 'c' } });
  });

  it('reports a wrong type even where a default exists', () => {
    expect(
      problems(pageHeaderSchema, {
        ...PAGE,
        meta: 'k',
        background: 5,
        is_auto_fit: true,
        extra: [],
      }),
    ).toEqual([
      'meta: expected an object',
      'background: expected a string',
      'is_auto_fit: expected one of 0, 1',
      'extra: expected an object',
    ]);
    expect(problems(pageHeaderSchema, { ...PAGE, meta: { keywords: null } })).toEqual([
      'meta.keywords: expected a string',
    ]);
  });

  it('requires code, title and page_schema', () => {
    expect(problems(pageHeaderSchema, {})).toEqual([
      'code: required',
      'title: required',
      'page_schema: required',
    ]);
  });

  it('checks pageID as a number', () => {
    expect(problems(pageHeaderSchema, { ...PAGE, extra: { pageID: '1001' } })).toEqual([
      'extra.pageID: expected a number',
    ]);
    expect(problems(pageHeaderSchema, { ...PAGE, extra: { pageID: -1 } })).toEqual([
      'extra.pageID: expected a number >= 0',
    ]);
  });

  it.each([
    '',
    '#fff',
    'rgba(0,0,0,.5)',
    'hsl(0 0% 0%)',
    'white',
    'https://x.com/bg.png',
    '/bg.jpg',
  ])('accepts the background %j', (background) => {
    expect(problems(pageHeaderSchema, { ...PAGE, background })).toEqual([]);
  });

  it.each([
    'red; position: fixed',
    '#fff"; }',
    'url(https://x.com/a.png)',
    'https://x.com/a.png) ; x',
    'javascript:alert(1)',
    'expression(alert(1))',
    'bg.png',
  ])('rejects the background %j', (background) => {
    expect(problems(pageHeaderSchema, { ...PAGE, background })).toEqual([
      'background: expected a CSS colour or an image URL',
    ]);
  });

  it('checks schema_version', () => {
    expect(problems(pageHeaderSchema, { ...PAGE, schema_version: 1 })).toEqual([]);
    expect(problems(pageHeaderSchema, { ...PAGE, schema_version: 2 })).toEqual([
      'schema_version: page was saved by a newer version (2)',
    ]);
    expect(problems(pageHeaderSchema, { ...PAGE, schema_version: 0 })).toEqual([
      'schema_version: expected a number >= 1',
    ]);
    expect(problems(pageHeaderSchema, { ...PAGE, schema_version: '1' })).toEqual([
      'schema_version: expected a number',
    ]);
  });
});

describe('activityPageSchema (structure)', () => {
  it('parses a page with nested blocks, filling children', () => {
    const page = activityPageSchema.parse({
      ...PAGE,
      page_schema: [
        { name: 'popup', value: { id: 'p' }, children: [{ name: 'image', value: {} }] },
      ],
    });
    expect(page.page_schema[0]?.children[0]).toEqual({ name: 'image', value: {}, children: [] });
  });

  it('reports structural problems at any depth', () => {
    expect(
      problems(activityPageSchema, {
        ...PAGE,
        page_schema: [
          { name: '', value: [] },
          { name: 'p', value: {}, children: [{ value: {} }] },
        ],
      }),
    ).toEqual([
      'page_schema[0].name: expected a non-empty string',
      'page_schema[0].value: expected an object',
      'page_schema[1].children[0].name: required',
    ]);
  });
});
