import { describe, expect, it } from 'vitest';
import { isGroupMember } from './group-membership.ts';
import { qrPictureOf } from './qr-picture.ts';

describe('qrPictureOf', () => {
  it('takes wechat_qrcode, else wechat_img, else qw, else qr_code', () => {
    expect(qrPictureOf({ wechat_qrcode: ' /a.png ', wechat_img: '/b.png' })).toBe('/a.png');
    expect(qrPictureOf({ wechat_qrcode: '', wechat_img: '/b.png', qw: '/c.png' })).toBe('/b.png');
    expect(qrPictureOf({ qw: '/c.png', qr_code: '/d.png' })).toBe('/c.png');
    expect(qrPictureOf({ qr_code: 'https://x.example/d.png' })).toBe('https://x.example/d.png');
    expect(qrPictureOf(null)).toBe('');
  });

  it('never gives a URL that could run script', () => {
    expect(qrPictureOf({ wechat_qrcode: 'javascript:alert(1)', qw: '/c.png' })).toBe('/c.png');
    expect(qrPictureOf({ wechat_qrcode: 'java\tscript:alert(1)' })).toBe('');
  });
});

describe('isGroupMember', () => {
  it('finds the group among the ids of the answer, numbers or text alike', () => {
    expect(isGroupMember({ groups: [1, 3] }, '3')).toBe(true);
    expect(isGroupMember({ groups: ['3'] }, '3')).toBe(true);
    expect(isGroupMember({ groups: [1] }, '3')).toBe(false);
    expect(isGroupMember({ groups: 'x' }, '3')).toBe(false);
    expect(isGroupMember({ groups: [3] }, '')).toBe(false);
    expect(isGroupMember(undefined, '3')).toBe(false);
  });
});
