import { describe, expect, it } from 'vitest';
import { formatPath } from './format-path.ts';
import { formatProblem } from './problem.ts';

describe('formatPath', () => {
  it('writes indexes in brackets and keys with dots', () => {
    expect(formatPath(['page_schema', 2, 'value', 'endTime'])).toBe('page_schema[2].value.endTime');
    expect(formatPath(['page_schema', 1, 'children', 0, 'value', 'url'])).toBe(
      'page_schema[1].children[0].value.url',
    );
  });

  it('gives (root) for no segments', () => {
    expect(formatPath([])).toBe('(root)');
  });

  it('quotes keys that are not identifiers', () => {
    expect(formatPath(['meta', 'a b'])).toBe('meta["a b"]');
    expect(formatPath(['价格'])).toBe('["价格"]');
    expect(formatPath(['', 0])).toBe('[""][0]');
    expect(formatPath([Symbol('s')])).toBe('[Symbol(s)]');
  });
});

describe('formatProblem', () => {
  it('writes path: message', () => {
    expect(
      formatProblem({ path: 'page_schema[3].value.endTime', message: 'expected a number' }),
    ).toBe('page_schema[3].value.endTime: expected a number');
    expect(formatProblem({ path: '(root)', message: 'expected an object' })).toBe(
      '(root): expected an object',
    );
  });
});
