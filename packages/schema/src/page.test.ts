import { describe, expect, it } from 'vitest';
import { activityPageSchema, pageCodeSchema, pageHeaderSchema } from './page.ts';
import { CONTRACT_EXAMPLE } from '#test/contract-example.ts';
import { problemsOf } from '#test/problems-of.ts';

describe('page code', () => {
  it.each(['demo', 'a', 'A_b-9', 'x'.repeat(64)])('accepts %s', (code) => {
    expect(problemsOf(pageCodeSchema, code)).toEqual([]);
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
    expect(problemsOf(pageCodeSchema, code)).toEqual([`(root): ${message}`]);
  });
});

describe('page header', () => {
  it('accepts the CONTRACT section 3 example', () => {
    expect(problemsOf(pageHeaderSchema, CONTRACT_EXAMPLE)).toEqual([]);
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
    const partial = pageHeaderSchema.parse({ ...CONTRACT_EXAMPLE, meta: { keywords: 'k' } });
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
      ...CONTRACT_EXAMPLE,
      custom: 1,
      meta: { ...CONTRACT_EXAMPLE.meta, og: 'x' },
      extra: { pageID: 1, campaign: 'c' },
    });
    expect(result).toMatchObject({ custom: 1, meta: { og: 'x' }, extra: { campaign: 'c' } });
  });

  it('reports a wrong type even where a default exists', () => {
    expect(
      problemsOf(pageHeaderSchema, {
        ...CONTRACT_EXAMPLE,
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
    expect(problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, meta: { keywords: null } })).toEqual(
      ['meta.keywords: expected a string'],
    );
  });

  it('requires code, title and page_schema', () => {
    expect(problemsOf(pageHeaderSchema, {})).toEqual([
      'code: required',
      'title: required',
      'page_schema: required',
    ]);
  });

  it('checks pageID as a number', () => {
    expect(
      problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, extra: { pageID: '1001' } }),
    ).toEqual(['extra.pageID: expected a number']);
    expect(problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, extra: { pageID: -1 } })).toEqual([
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
    expect(problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, background })).toEqual([]);
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
    expect(problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, background })).toEqual([
      'background: expected a CSS colour or an image URL',
    ]);
  });

  it('checks schema_version', () => {
    expect(problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, schema_version: 1 })).toEqual([]);
    expect(problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, schema_version: 2 })).toEqual([
      'schema_version: page was saved by a newer version (2)',
    ]);
    expect(problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, schema_version: 0 })).toEqual([
      'schema_version: expected a number >= 1',
    ]);
    expect(problemsOf(pageHeaderSchema, { ...CONTRACT_EXAMPLE, schema_version: '1' })).toEqual([
      'schema_version: expected a number',
    ]);
  });
});

describe('activityPageSchema (structure)', () => {
  it('parses a page with nested blocks, filling children', () => {
    const page = activityPageSchema.parse({
      ...CONTRACT_EXAMPLE,
      page_schema: [
        { name: 'popup', value: { id: 'p' }, children: [{ name: 'image', value: {} }] },
      ],
    });
    expect(page.page_schema[0]?.children[0]).toEqual({ name: 'image', value: {}, children: [] });
  });

  it('reports structural problems at any depth', () => {
    expect(
      problemsOf(activityPageSchema, {
        ...CONTRACT_EXAMPLE,
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
