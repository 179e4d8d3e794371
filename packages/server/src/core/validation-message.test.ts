import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessage, validationMessage } from './validation-message.ts';

/** The sentence a request with `input` gets from `schema`. */
function refusal(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input, { error: issueMessage });
  if (result.success) throw new Error('accepted');
  return validationMessage(result.error.issues);
}

describe('validationMessage', () => {
  it('names the parameter in Chinese', () => {
    const query = z.object({
      code: z.string().min(1).max(64),
      is_preview: z.enum(['0', '1']).optional(),
      group_id: z.int().min(1).optional(),
      events: z
        .array(z.object({ kind: z.string() }))
        .max(2)
        .optional(),
    });
    expect(refusal(query, {})).toBe('参数 code 不能为空');
    expect(refusal(query, { code: '' })).toBe('参数 code 不能为空');
    expect(refusal(query, { code: 'x'.repeat(65) })).toBe('参数 code 不能超过 64 个字符');
    expect(refusal(query, { code: 'a', is_preview: '2' })).toBe('参数 is_preview 只能是 0、1');
    expect(refusal(query, { code: 7 })).toBe('参数 code 应为文本');
    expect(refusal(query, { code: 'a', group_id: 0 })).toBe('参数 group_id 不能小于 1');
    expect(refusal(query, { code: 'a', group_id: 'x' })).toBe('参数 group_id 应为整数');
    expect(refusal(query, { code: 'a', events: [{}, {}, {}] })).toBe('参数 events 最多 2 项');
    // A query value that is not text was repeated (`?code=a&code=b`).
    expect(refusal(query, { code: ['a', 'b'] })).toBe('参数 code 只能传一个值');
    expect(refusal(query, { code: 'a', is_preview: ['0', '1'] })).toBe(
      '参数 is_preview 只能传一个值',
    );
  });

  it('writes nested paths like page problems do', () => {
    const body = z.object({ events: z.array(z.object({ kind: z.string().regex(/^[a-z]+$/) })) });
    expect(refusal(body, { events: [{ kind: 'a' }, { kind: 'A B' }] })).toBe(
      '参数 events[1].kind 格式不正确',
    );
    expect(refusal(body, { events: [{}] })).toBe('参数 events[0].kind 不能为空');
  });

  it('speaks of the body as a whole when no field is at fault', () => {
    expect(refusal(z.object({ a: z.string() }), 'text')).toBe('请求内容格式不正确');
    expect(validationMessage([])).toBe('请求内容格式不正确');
  });
});
