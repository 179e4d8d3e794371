import { describe, expect, it } from 'vitest';
import { validationMessage } from './validation-message.ts';

const error = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) => ({
  keyword,
  instancePath,
  schemaPath: '',
  params,
});

describe('validationMessage', () => {
  it('names the parameter in Chinese', () => {
    expect(validationMessage([error('required', '', { missingProperty: 'code' })])).toBe(
      '参数 code 不能为空',
    );
    expect(validationMessage([error('minLength', '/code', { limit: 1 })])).toBe(
      '参数 code 不能为空',
    );
    expect(validationMessage([error('maxLength', '/code', { limit: 64 })])).toBe(
      '参数 code 不能超过 64 个字符',
    );
    expect(validationMessage([error('enum', '/is_preview', { allowedValues: ['0', '1'] })])).toBe(
      '参数 is_preview 只能是 0、1',
    );
    expect(validationMessage([error('type', '/code', { type: 'string' })])).toBe(
      '参数 code 应为文本',
    );
    expect(validationMessage([error('maxItems', '/events', { limit: 50 })])).toBe(
      '参数 events 最多 50 项',
    );
    // A query value that is not text was repeated (`?code=a&code=b`).
    expect(validationMessage([error('type', '/code', { type: 'string' })], 'querystring')).toBe(
      '参数 code 只能传一个值',
    );
  });

  it('writes nested paths like page problems do', () => {
    expect(validationMessage([error('pattern', '/events/3/type')])).toBe(
      '参数 events[3].type 格式不正确',
    );
    expect(validationMessage([error('required', '/events/0', { missingProperty: 'kind' })])).toBe(
      '参数 events[0].kind 不能为空',
    );
  });

  it('speaks of the body as a whole when no field is at fault', () => {
    expect(validationMessage([error('type', '', { type: 'object' })], 'body')).toBe(
      '请求内容格式不正确',
    );
    expect(validationMessage([])).toBe('请求参数错误');
  });

  it('keeps messages short whatever keys were sent', () => {
    const message = validationMessage([error('type', `/${'x'.repeat(500)}`, { type: 'string' })]);
    expect(message.length).toBeLessThan(100);
  });
});
