import { describe, expect, it } from 'vitest';
import { qrcodeValueSchema } from './qrcode.ts';

describe('qrcode value', () => {
  it('defaults to a static code and keeps url, alt and title', () => {
    expect(qrcodeValueSchema.parse({ url: '/qr.svg', alt: '老师微信', title: '扫码添加' })).toEqual(
      {
        type: 'static',
        url: '/qr.svg',
        alt: '老师微信',
        title: '扫码添加',
      },
    );
  });

  it('takes the loaded types: code (codeId), staff (stateCode), person', () => {
    expect(qrcodeValueSchema.parse({ type: 'code', codeId: 1 })).toEqual({
      type: 'code',
      codeId: 1,
    });
    expect(qrcodeValueSchema.parse({ type: 'staff', stateCode: 'sqsj' }).type).toBe('staff');
    expect(qrcodeValueSchema.parse({ type: 'person' }).type).toBe('person');
  });

  it('refuses an unknown type, an empty codeId and a script URL', () => {
    expect(qrcodeValueSchema.safeParse({ type: 'dynamic' }).success).toBe(false);
    expect(qrcodeValueSchema.safeParse({ type: 'code', codeId: '' }).success).toBe(false);
    expect(qrcodeValueSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
  });
});
