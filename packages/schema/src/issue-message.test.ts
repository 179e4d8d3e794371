import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { issueMessage } from './issue-message.ts';

function messageOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { error: issueMessage });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('issueMessage', () => {
  it('says required for a missing value of any kind', () => {
    const schema = z.object({
      a: z.number(),
      b: z.literal([1, 2]),
      c: z.enum(['x', 'y']),
      d: z.union([z.string(), z.number()]),
    });
    expect(messageOf(schema, {})).toEqual(['required', 'required', 'required', 'required']);
  });

  it('names the expected type', () => {
    expect(messageOf(z.number(), '123')).toEqual(['expected a number']);
    expect(messageOf(z.number(), Number.NaN)).toEqual(['expected a number']);
    expect(messageOf(z.int(), 1.5)).toEqual(['expected an integer']);
    expect(messageOf(z.string(), 1)).toEqual(['expected a string']);
    expect(messageOf(z.boolean(), 'true')).toEqual(['expected a boolean']);
    expect(messageOf(z.object({}), [])).toEqual(['expected an object']);
    expect(messageOf(z.array(z.number()), {})).toEqual(['expected an array']);
    expect(messageOf(z.null(), 1)).toEqual(['expected null']);
  });

  it('lists allowed values', () => {
    expect(messageOf(z.literal([1, 2, 3, 4, 5]), 6)).toEqual(['expected one of 1, 2, 3, 4, 5']);
    expect(messageOf(z.enum(['text', 'image']), 'video')).toEqual([
      'expected one of "text", "image"',
    ]);
    expect(messageOf(z.literal(1), 2)).toEqual(['expected 1']);
  });

  it('names both types of a union of types', () => {
    expect(messageOf(z.union([z.string(), z.number()]), true)).toEqual([
      'expected a string or a number',
    ]);
    // zod reports the issue of the one branch whose type matched
    expect(messageOf(z.union([z.string().min(1), z.number()]), '')).toEqual([
      'expected a non-empty string',
    ]);
    expect(messageOf(z.union([z.literal('a'), z.literal('b')]), 'c')).toEqual(['invalid value']);
  });

  it('describes bounds', () => {
    expect(messageOf(z.string().min(1), '')).toEqual(['expected a non-empty string']);
    expect(messageOf(z.string().min(3), 'ab')).toEqual(['expected at least 3 characters']);
    expect(messageOf(z.string().max(2), 'abc')).toEqual(['expected at most 2 characters']);
    expect(messageOf(z.number().min(0), -1)).toEqual(['expected a number >= 0']);
    expect(messageOf(z.number().gt(0), 0)).toEqual(['expected a number > 0']);
    expect(messageOf(z.number().max(100), 101)).toEqual(['expected a number <= 100']);
    expect(messageOf(z.number().lt(100), 100)).toEqual(['expected a number < 100']);
    expect(messageOf(z.array(z.number()).min(1), [])).toEqual(['expected at least 1 item']);
    expect(messageOf(z.array(z.number()).max(1), [1, 2])).toEqual(['expected at most 1 items']);
    expect(messageOf(z.int(), 2 ** 60)).toEqual(['expected a number <= 9007199254740991']);
  });

  it('describes formats, multiples and unknown keys', () => {
    expect(messageOf(z.email(), 'x')).toEqual(['expected a valid email']);
    expect(messageOf(z.number().multipleOf(5), 3)).toEqual(['expected a multiple of 5']);
    expect(messageOf(z.strictObject({}), { a: 1, b: 2 })).toEqual(['unknown keys a, b']);
  });

  it('leaves messages a schema sets itself alone', () => {
    expect(
      messageOf(
        z.string().refine(() => false, { error: 'own message' }),
        'x',
      ),
    ).toEqual(['own message']);
  });
});
