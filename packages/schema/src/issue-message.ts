import type { core } from 'zod';

const ARTICLE: Record<string, string> = {
  number: 'a number',
  int: 'an integer',
  string: 'a string',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  record: 'an object',
  bigint: 'a bigint',
  null: 'null',
};

function describeType(expected: string): string {
  return ARTICLE[expected] ?? expected;
}

function describeValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function bound(inclusive: boolean | undefined, below: boolean): string {
  if (below) return inclusive === false ? '>' : '>=';
  return inclusive === false ? '<' : '<=';
}

/**
 * The short English message of a zod issue, as page problems show it: `required`,
 * `expected a number`, `expected one of 1, 2, 3`, `expected a non-empty string`, ... Used as the
 * per-parse error map, so messages a schema sets itself (refinements) take precedence.
 */
export function issueMessage(issue: core.$ZodRawIssue): string {
  const missing = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      return missing ? 'required' : `expected ${describeType(issue.expected)}`;
    case 'invalid_value':
      if (missing) return 'required';
      return issue.values.length === 1
        ? `expected ${describeValue(issue.values[0])}`
        : `expected one of ${issue.values.map(describeValue).join(', ')}`;
    case 'invalid_union': {
      if (missing) return 'required';
      const expected = new Set<string>();
      for (const branch of issue.errors) {
        const first = branch[0];
        if (first?.code === 'invalid_type') expected.add(describeType(first.expected));
        else return 'invalid value';
      }
      return expected.size > 0 ? `expected ${[...expected].join(' or ')}` : 'invalid value';
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min === 1 ? 'expected a non-empty string' : `expected at least ${min} characters`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `expected at least ${min} item${min === 1 ? '' : 's'}`;
      }
      return `expected a number ${bound(issue.inclusive, true)} ${min}`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `expected at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `expected at most ${max} items`;
      return `expected a number ${bound(issue.inclusive, false)} ${max}`;
    }
    case 'invalid_format':
      return `expected a valid ${issue.format}`;
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `unknown key${issue.keys.length === 1 ? '' : 's'} ${issue.keys.join(', ')}`;
    default:
      return 'invalid value';
  }
}
