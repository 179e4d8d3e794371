import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlockName } from './block-names.ts';
import { BLOCK_NAMES } from './block-names.ts';
import { CURRENT_SCHEMA_VERSION } from './migrate-page.ts';
import type { Block } from './page.ts';
import { CONTRACT_EXAMPLE } from '#test/contract-example.ts';
import { deepFreeze } from '#test/deep-freeze.ts';
import type { PageValidation } from './validate-page.ts';
import { MAX_BLOCK_DEPTH, formatProblem, validatePage } from './validate-page.ts';

function page(blocks: unknown[], rest: Record<string, unknown> = {}) {
  return { ...CONTRACT_EXAMPLE, page_schema: blocks, ...rest };
}

function lines(result: PageValidation): string[] {
  return result.ok ? [] : result.problems.map(formatProblem);
}

function ok(result: PageValidation) {
  if (!result.ok) throw new Error(`expected a valid page, got:\n${lines(result).join('\n')}`);
  return result;
}

/** A valid value of every block, used to build random valid pages. */
const VALID_VALUES: Record<BlockName, Record<string, unknown>> = {
  button: { type: 'text', text: '领取', action: { type: 3, popupId: 'p1' }, isNeedLogin: true },
  countdown: { type: 3, endTime: 1767225600000, character: ':' },
  popup: { id: 'p1', position: 'bottom' },
  retainPopup: { title: '别走', button1_text: '看看', button2_text: '离开' },
  progress: { current: 3, limit: 10, prefixText: '仅剩', remain: 7, suffixText: '名额' },
  count: { num: 1234 },
  video: { video: 'https://cdn.example.com/v.mp4', poster: '/p.png' },
  swiper: { type: 'card', list: [{ url: '/1.png' }, { url: '/2.png' }], cardShowNum: 2 },
  marquee: { content: '欢迎' },
  notice: { id: 1 },
  image: { url: '/a.png', width: 750, height: 300 },
  icon: { url: '/i.png' },
  logo: {},
  code: { html: '<b>hi</b>' },
  number: { id: 'n1' },
  qrcode: { type: 'staff', stateCode: 's' },
  payButton: { mark: 'dbzs' },
  scrollView: { tab: false },
  suspension: { position: 'bottom', style: { height: 100 } },
  empty: { height: 20 },
  copyright: { fxts: true },
  address: { title: '地址' },
  leadForm: { servicePhone: '020-1234' },
  tourMap: { tour: 'xunjiang' },
  tourSpeeches: { tour: 'xunjiang' },
  tourComments: { tour: 'xunjiang', pageSize: 10 },
  tourPosters: { tour: 'xunjiang' },
  inviteHome: { title: '邀请好友' },
  inviteRecords: {},
  inviteRegister: { title: '注册领礼' },
  inviteSuccess: {},
  couponCard: { batch: 'coupon202409' },
  renewalPanel: { salePage: 'duanxianwangxufei818', title: '选择续费套餐' },
  openDay: { title: '报名开放日' },
  simTrading: { view: 'leaderboard', period: 'month', limit: 10 },
  brokerage: { view: 'openAccount', openBrokerageType: 'caida' },
  cpmj: { view: 'posts', topic: 'cpmj', limit: 5 },
  productCard: { topic: 'jjfz', showRisk: true },
  course: { view: 'videos', limit: 4 },
  divider: { color: '#e5e6eb', thickness: 2, lineStyle: 'dashed', marginTop: 0 },
  text: { html: '<p style="text-align: center"><strong>限时</strong>福利</p>' },
};

describe('validatePage: valid pages', () => {
  it('accepts the CONTRACT section 3 example and fills defaults', () => {
    const result = ok(validatePage(CONTRACT_EXAMPLE));
    expect(result.warnings).toEqual([]);
    expect(result.page).toEqual({ ...CONTRACT_EXAMPLE, schema_version: CURRENT_SCHEMA_VERSION });
  });

  it('fills page and block defaults', () => {
    const result = ok(
      validatePage({
        code: 'c',
        title: 't',
        page_schema: [
          { name: 'marquee', value: { content: 'x' } },
          { name: 'count', value: { num: 1 }, children: [] },
        ],
      }),
    );
    expect(result.page).toEqual({
      code: 'c',
      title: 't',
      meta: { keywords: '', description: '' },
      background: '',
      is_auto_fit: 0,
      extra: {},
      page_schema: [
        { name: 'marquee', value: { content: 'x', speed: 'middle' }, children: [] },
        { name: 'count', value: { num: 1, numbers: 4 }, children: [] },
      ],
      schema_version: 1,
    });
  });

  it('keeps unknown keys in values, blocks, meta, extra and the page', () => {
    const result = ok(
      validatePage(
        page(
          [
            {
              name: 'countdown',
              value: { endTime: 1, futureKey: { a: [1] } },
              children: [{ name: 'image', value: { url: '/a.png', x: 1 }, uuid: 'child' }],
              uuid: 'b1',
            },
          ],
          { meta: { keywords: '', description: '', og: 'o' }, extra: { pageID: 1, c: 2 }, top: 3 },
        ),
      ),
    );
    expect(result.page).toMatchObject({
      top: 3,
      meta: { og: 'o' },
      extra: { pageID: 1, c: 2 },
      page_schema: [
        {
          uuid: 'b1',
          value: { futureKey: { a: [1] } },
          children: [{ uuid: 'child', value: { x: 1 } }],
        },
      ],
    });
  });

  it('warns about unknown block names but still accepts the page', () => {
    const result = ok(
      validatePage(
        page([
          { name: 'countdown', value: { endTime: 1 } },
          { name: 'popup', value: { id: 1 }, children: [{ name: 'Image', value: {} }] },
          { name: 'toString', value: {} },
          { name: 'foo', value: { anything: true }, children: [] },
        ]),
      ),
    );
    expect(result.warnings).toEqual([
      {
        path: 'page_schema[1].children[0].name',
        message: 'unknown block "Image", it will be skipped',
      },
      { path: 'page_schema[2].name', message: 'unknown block "toString", it will be skipped' },
      { path: 'page_schema[3].name', message: 'unknown block "foo", it will be skipped' },
    ]);
    expect(result.page.page_schema[3]).toEqual({
      name: 'foo',
      value: { anything: true },
      children: [],
    });
  });

  it('still checks the children of an unknown block', () => {
    expect(
      lines(
        validatePage(page([{ name: 'foo', value: {}, children: [{ name: 'empty', value: {} }] }])),
      ),
    ).toEqual(['page_schema[0].children[0].value.height: required']);
  });

  it('does not change its input', () => {
    const input = deepFreeze(structuredClone(CONTRACT_EXAMPLE));
    ok(validatePage(input));
    expect(input).toEqual(CONTRACT_EXAMPLE);
  });

  it('accepts every block with a valid value, nested in a popup too', () => {
    const blocks = BLOCK_NAMES.map((name) => ({ name, value: VALID_VALUES[name], children: [] }));
    const result = ok(
      validatePage(page([...blocks, { name: 'popup', value: { id: 'p1' }, children: blocks }])),
    );
    expect(result.warnings).toEqual([]);
  });
});

describe('validatePage: problems', () => {
  it.each([null, undefined, 0, 'page', true, [], [CONTRACT_EXAMPLE], new Date(0), new Map()])(
    'gives one (root) problem for the top-level input %j',
    (input) => {
      expect(validatePage(input)).toEqual({
        ok: false,
        problems: [{ path: '(root)', message: 'expected an object' }],
      });
    },
  );

  it('reports every text it could not store as it is: a NUL or other control byte, broken Unicode', () => {
    const result = validatePage({
      code: 'nul-page',
      title: '双11\u0000',
      page_schema: [
        { name: 'text', value: { html: '<p>第一行\n第二行\t</p>' }, children: [] },
        { name: 'button', value: { text: '报名\u0007', ['k\u0001']: 1 }, children: [] },
        {
          name: 'popup',
          value: { id: 'p' },
          children: [{ name: 'text', value: { html: '\ud800' } }],
        },
      ],
    });
    expect(lines(result)).toEqual([
      'title: 不能包含控制字符（如 U+0000 空字符）',
      'page_schema[1].value["k\\u0001"]: 不能包含控制字符（如 U+0000 空字符）',
      'page_schema[1].value.text: 不能包含控制字符（如 U+0000 空字符）',
      'page_schema[2].children[0].value.html: 包含不完整的 Unicode 字符（单独的代理项）',
    ]);
  });

  it('reports missing required fields', () => {
    expect(lines(validatePage({}))).toEqual([
      'code: required',
      'title: required',
      'page_schema: required',
    ]);
  });

  it('reports the CONTRACT example message', () => {
    const blocks = [0, 1, 2, 3].map(() => ({ name: 'countdown', value: { endTime: 1 } }));
    blocks[3] = { name: 'countdown', value: { endTime: 'abc' as unknown as number } };
    expect(lines(validatePage(page(blocks)))).toEqual([
      'page_schema[3].value.endTime: expected a number',
    ]);
  });

  it('reports numeric strings as wrong types', () => {
    expect(lines(validatePage(page([{ name: 'countdown', value: { endTime: '123' } }])))).toEqual([
      'page_schema[0].value.endTime: expected a number',
    ]);
  });

  it('reports nested problems with their full path', () => {
    expect(
      lines(
        validatePage(
          page([
            { name: 'empty', value: { height: 1 } },
            {
              name: 'popup',
              value: { id: 'p' },
              children: [
                { name: 'image', value: { url: 5 } },
                {
                  name: 'suspension',
                  value: {},
                  children: [{ name: 'countdown', value: { type: 7, endTime: 1 } }],
                },
              ],
            },
          ]),
        ),
      ),
    ).toEqual([
      'page_schema[1].children[0].value.url: expected a string',
      'page_schema[1].children[1].children[0].value.type: expected one of 1, 2, 3, 4, 5',
    ]);
  });

  it('reports every problem together, page fields and blocks alike', () => {
    const result = validatePage({
      code: '',
      title: 3,
      meta: { keywords: 1 },
      background: 'red;',
      is_auto_fit: 2,
      extra: { pageID: 'x' },
      page_schema: [
        1,
        { name: 'countdown', value: { type: 9, endTime: '123' } },
        { name: '', value: [], children: {} },
        { value: {} },
        {
          name: 'popup',
          value: { id: 'p', position: 'middle' },
          children: [
            { name: 'image', value: { url: '' } },
            { name: 'button', value: { action: { type: 15 } } },
            null,
          ],
        },
      ],
    });
    expect(lines(result)).toEqual([
      'code: expected a non-empty string',
      'title: expected a string',
      'meta.keywords: expected a string',
      'background: expected a CSS colour or an image URL',
      'is_auto_fit: expected one of 0, 1',
      'extra.pageID: expected a number',
      'page_schema[0]: expected an object',
      'page_schema[1].value.type: expected one of 1, 2, 3, 4, 5',
      'page_schema[1].value.endTime: expected a number',
      'page_schema[2].name: expected a non-empty string',
      'page_schema[2].value: expected an object',
      'page_schema[2].children: expected an array',
      'page_schema[3].name: required',
      'page_schema[4].children[0].value.url: expected a non-empty string',
      'page_schema[4].children[1].value.action.type: expected one of 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14',
      'page_schema[4].children[2]: expected an object',
      'page_schema[4].value.position: expected one of "center", "left", "right", "top", "bottom"',
    ]);
  });

  it('reports a missing or wrong block value', () => {
    expect(
      lines(
        validatePage(
          page([{ name: 'countdown' }, { name: 'countdown', value: null }, { name: 7, value: {} }]),
        ),
      ),
    ).toEqual([
      'page_schema[0].value: required',
      'page_schema[1].value: expected an object',
      'page_schema[2].name: expected a string',
    ]);
  });

  it('reports page_schema that is not an array', () => {
    expect(lines(validatePage(page({} as unknown as unknown[])))).toEqual([
      'page_schema: expected an array',
    ]);
  });

  it('reports a page saved by a newer version', () => {
    expect(lines(validatePage({ ...CONTRACT_EXAMPLE, schema_version: 7 }))).toEqual([
      'schema_version: page was saved by a newer version (7)',
    ]);
  });

  it('reports a schema_version that is not a positive integer', () => {
    expect(lines(validatePage({ ...CONTRACT_EXAMPLE, schema_version: 'x' }))).toEqual([
      'schema_version: expected a number',
    ]);
    expect(lines(validatePage({ ...CONTRACT_EXAMPLE, schema_version: 1.5 }))).toEqual([
      'schema_version: expected an integer',
    ]);
  });

  it('accepts blocks nested down to the depth limit and reports deeper ones', () => {
    const nest = (depth: number): Block => ({
      name: 'scrollView',
      value: {},
      children: depth > 1 ? [nest(depth - 1)] : [],
    });
    expect(validatePage(page([nest(MAX_BLOCK_DEPTH)])).ok).toBe(true);
    const problems = lines(validatePage(page([nest(MAX_BLOCK_DEPTH + 1)])));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toBe(
      `page_schema[0]${'.children[0]'.repeat(MAX_BLOCK_DEPTH)}: blocks nested deeper than ${MAX_BLOCK_DEPTH} levels`,
    );
  });

  it('survives a pathologically deep tree without a stack overflow', () => {
    let block: Block = { name: 'empty', value: { height: 1 }, children: [] };
    for (let i = 0; i < 100_000; i += 1)
      block = { name: 'scrollView', value: {}, children: [block] };
    const result = validatePage(page([block]));
    expect(result.ok).toBe(false);
  });

  it('does not let __proto__ keys pollute prototypes', () => {
    const input: unknown = JSON.parse(
      '{"code":"c","title":"t","__proto__":{"polluted":1},"extra":{"__proto__":{"polluted":2}},' +
        '"page_schema":[{"name":"image","value":{"url":"/a.png","__proto__":{"polluted":3}}}]}',
    );
    const result = validatePage(input);
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (result.ok) {
      expect((result.page as unknown as Record<string, unknown>).polluted).toBeUndefined();
      expect(result.page.extra.polluted).toBeUndefined();
      expect(result.page.page_schema[0]?.value.polluted).toBeUndefined();
    }
  });

  it('answers with a (root) problem, not an exception, when reading the input throws', () => {
    const hostile = {
      title: 't',
      page_schema: [],
      get code(): string {
        throw new Error('boom');
      },
    };
    expect(validatePage(hostile)).toEqual({
      ok: false,
      problems: [{ path: '(root)', message: 'cannot be read (boom)' }],
    });
  });

  it('gives every problem a path and a message', () => {
    const result = validatePage({ page_schema: [{}, [], { name: 'x', value: 1, children: 2 }] });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      for (const problem of result.problems) {
        expect(problem.path).not.toBe('');
        expect(problem.message).not.toBe('');
      }
    }
  });
});

// -----------------------------------------------------------------------------------------------
// Properties
// -----------------------------------------------------------------------------------------------

function isValidShape(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const r = result as PageValidation;
  const list = r.ok ? r.warnings : r.problems;
  if (!Array.isArray(list)) return false;
  if (!r.ok && list.length === 0) return false;
  return list.every(
    (p) =>
      typeof p.path === 'string' &&
      typeof p.message === 'string' &&
      // the last-resort catch must never be what answered
      !p.message.startsWith('cannot be read'),
  );
}

/** Every path to a value inside a JSON-like tree (objects and arrays), the root excluded. */
function pathsOf(value: unknown, prefix: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value !== 'object' || value === null) return [];
  const paths: PropertyKey[][] = [];
  for (const key of Object.keys(value)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    paths.push(path, ...pathsOf((value as Record<string, unknown>)[key], path));
  }
  return paths;
}

function mutate(
  root: unknown,
  path: PropertyKey[],
  replacement: unknown,
  remove: boolean,
): unknown {
  const copy = structuredClone(root) as Record<PropertyKey, unknown>;
  let parent: Record<PropertyKey, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PropertyKey, unknown>;
  const last = path[path.length - 1] as PropertyKey;
  if (remove && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const blockArbitrary: fc.Arbitrary<Block> = fc.letrec<{ block: Block }>((tie) => ({
  block: fc
    .record({
      name: fc.constantFrom(...BLOCK_NAMES),
      children: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constant([] as Block[]),
        fc.array(tie('block'), { maxLength: 3 }),
      ),
    })
    .map(({ name, children }) => ({ name, value: structuredClone(VALID_VALUES[name]), children })),
})).block;

const validPageArbitrary = fc.record({
  code: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  title: fc.string(),
  meta: fc.record({ keywords: fc.string(), description: fc.string() }),
  background: fc.constantFrom('', '#fff', 'red', 'rgb(1, 2, 3)', '/bg.png', 'https://x.com/b.png'),
  is_auto_fit: fc.constantFrom(0, 1),
  extra: fc.record({ pageID: fc.nat() }),
  page_schema: fc.array(blockArbitrary, { maxLength: 6 }),
});

const anythingEverywhere = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

describe('validatePage: properties', () => {
  it('never throws on any input', () => {
    fc.assert(
      fc.property(anythingEverywhere, (input) => {
        expect(isValidShape(validatePage(input))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on objects shaped almost like pages', () => {
    const loosePage = fc.record(
      {
        code: anythingEverywhere,
        title: anythingEverywhere,
        meta: anythingEverywhere,
        background: anythingEverywhere,
        is_auto_fit: anythingEverywhere,
        extra: anythingEverywhere,
        schema_version: anythingEverywhere,
        page_schema: fc.array(
          fc.record(
            {
              name: fc.oneof(fc.constantFrom(...BLOCK_NAMES), anythingEverywhere),
              value: fc.oneof(fc.dictionary(fc.string(), anythingEverywhere), anythingEverywhere),
              children: fc.oneof(fc.array(anythingEverywhere), anythingEverywhere),
            },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(loosePage, (input) => {
        expect(isValidShape(validatePage(input))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every page built from valid blocks, and re-validates its own output unchanged', () => {
    fc.assert(
      fc.property(validPageArbitrary, (input) => {
        const first = ok(validatePage(input));
        expect(first.warnings).toEqual([]);
        const again = ok(validatePage(JSON.parse(JSON.stringify(first.page)) as unknown));
        expect(again.page).toEqual(first.page);
      }),
      { numRuns: 200 },
    );
  });

  it('never throws when any part of a valid page is replaced or removed', () => {
    fc.assert(
      fc.property(
        validPageArbitrary,
        fc.nat(),
        anythingEverywhere,
        fc.boolean(),
        (input, pick, replacement, remove) => {
          const paths = pathsOf(input);
          const path = paths[pick % paths.length];
          if (!path) return;
          const mutated = mutate(input, path, replacement, remove);
          const result = validatePage(mutated);
          expect(isValidShape(result)).toBe(true);
          if (!result.ok) {
            for (const problem of result.problems) expect(problem.path).toMatch(/^[\w([]/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('validatePage: the share card', () => {
  it('keeps pages without one valid and as they were', () => {
    const result = ok(validatePage(CONTRACT_EXAMPLE));
    expect('share' in result.page).toBe(false);
  });

  it('accepts a share card, filling what is unset with empty text', () => {
    const result = ok(
      validatePage(page([], { share: { title: '新春理财节', image: '/media/a.png' } })),
    );
    expect(result.page.share).toEqual({ title: '新春理财节', desc: '', image: '/media/a.png' });
    const absolute = ok(
      validatePage(page([], { share: { desc: '说明', image: 'https://cdn.example.com/s.jpg' } })),
    );
    expect(absolute.page.share?.image).toBe('https://cdn.example.com/s.jpg');
  });

  it('names each bad field of a share card', () => {
    expect(
      lines(
        validatePage(
          page([], { share: { title: 3, desc: 'x'.repeat(121), image: 'javascript:alert(1)' } }),
        ),
      ),
    ).toEqual([
      'share.title: expected a string',
      'share.desc: expected at most 120 characters',
      'share.image: expected a picture URL (http(s) or a path on this site)',
    ]);
    expect(lines(validatePage(page([], { share: 'card' })))).toEqual(['share: expected an object']);
    expect(lines(validatePage(page([], { share: { image: '//evil.example/a.png' } })))).toEqual([
      'share.image: expected a picture URL (http(s) or a path on this site)',
    ]);
  });
});

describe('validatePage: the text block', () => {
  it('accepts rich text and names a value that is not text', () => {
    ok(validatePage(page([{ name: 'text', value: { html: '<p><u>稳健</u></p>' } }])));
    expect(lines(validatePage(page([{ name: 'text', value: { html: 5 } }])))).toEqual([
      'page_schema[0].value.html: expected a string',
    ]);
    expect(lines(validatePage(page([{ name: 'text', value: {} }])))).toEqual([
      'page_schema[0].value.html: required',
    ]);
  });
});
